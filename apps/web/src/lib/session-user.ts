import { type Me, meSchema } from '@ds/domain';
import { useSyncExternalStore } from 'react';
import { SESSION_CHANGE_EVENT } from './session';
import { SESSION_KEYS } from './storage-keys';

// Reading is apart from the writes (session.ts): it validates with the domain schema, and the
// login page, which only stores the user, need not download zod for it.
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
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
}

/** The signed-in user (spec §3 `me`), or null for a visitor. */
export function useSessionUser(): Me | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
