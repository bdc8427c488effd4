import type { Me } from '@ds/domain';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

/** Fired on every change of the session user; `useSessionUser` listens to it. */
export const SESSION_CHANGE_EVENT = 'session-change';

export function storeSessionUser(user: Me): void {
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
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
