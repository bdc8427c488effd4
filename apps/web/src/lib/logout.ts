import { api } from './api-client';
import { clearSession } from './session';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

/** Ends the session on the server (and forgets this remembered device), then clears the browser state. */
export async function logout(): Promise<void> {
  const autologinId = localStorage.getItem(LOCAL_KEYS.autologinId) ?? undefined;
  if (sessionStorage.getItem(SESSION_KEYS.token)) {
    await api('/auth/logout', { method: 'POST', body: { autologinId } }).catch(() => {
      // Already expired or offline: the local state is cleared all the same.
    });
  }
  clearSession();
}
