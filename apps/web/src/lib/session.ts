import { type Me, meSchema } from '@ds/domain';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

const CHANGE_EVENT = 'session-change';

function readUser(): Me | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  const parsed = meSchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

let cached: { raw: string | null; user: Me | null } = { raw: null, user: null };

function snapshot(): Me | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (raw !== cached.raw) cached = { raw, user: readUser() };
  return cached.user;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** The signed-in user (spec §3 `me`), or null for a visitor. */
export function useSessionUser(): Me | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export function storeSessionUser(user: Me): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Clears what spec §4 lists: token, user, wizard, autologin id and token (and its username), jobs, releases, chips. */
export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  for (const key of [
    LOCAL_KEYS.autologinUsername,
    LOCAL_KEYS.autologinId,
    LOCAL_KEYS.autologinToken,
    LOCAL_KEYS.jobs,
    LOCAL_KEYS.releases,
    LOCAL_KEYS.chips,
  ]) {
    localStorage.removeItem(key);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
