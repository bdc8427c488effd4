import type { Me } from '@ds/domain';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

/** Fired on every change of the session user; `useSessionUser` listens to it. */
export const SESSION_CHANGE_EVENT = 'session-change';

export function storeSessionUser(user: Me): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Changes part of the stored user as the server answered a change of it (his chips, his logo). */
export function patchSessionUser(patch: Partial<Me>): void {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (raw) storeSessionUser({ ...(JSON.parse(raw) as Me), ...patch });
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
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}
