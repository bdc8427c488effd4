import { api } from './api-client';
import { clearSession } from './session';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

/**
 * Ends the session on the server (and forgets this remembered device), clears the browser
 * state and reloads on /login, so nothing of the signed-in user stays in memory either.
 */
export async function logout(): Promise<void> {
  const autologinId = localStorage.getItem(LOCAL_KEYS.autologinId) ?? undefined;
  if (sessionStorage.getItem(SESSION_KEYS.token)) {
    await api('/auth/logout', { method: 'POST', body: { autologinId } }).catch(() => {
      // Already expired or offline: the local state is cleared all the same.
    });
  }
  clearSession();
  window.location.replace('/login');
}
