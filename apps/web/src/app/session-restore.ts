import { autologin, forgetDevice } from '../features/identity';
import { ApiError } from '../lib/api-client';
import { fetchMe } from '../lib/me';
import { storeSessionUser } from '../lib/session';
import { SESSION_KEYS } from '../lib/storage-keys';

let restoring: Promise<boolean> | undefined;

async function restore(): Promise<boolean> {
  if (sessionStorage.getItem(SESSION_KEYS.token)) {
    if (sessionStorage.getItem(SESSION_KEYS.user)) return true;
    try {
      storeSessionUser(await fetchMe());
      return true;
    } catch {
      sessionStorage.removeItem(SESSION_KEYS.token);
    }
  }
  try {
    return (await autologin()) !== null;
  } catch (error) {
    // Spec §7: autologin failures are only logged; the user signs in on /login.
    console.info('Automatic sign-in failed', error instanceof ApiError ? error.code : error);
    if (error instanceof ApiError && error.status === 401) forgetDevice();
    return false;
  }
}

/** Signs the visitor in from this tab's session or a remembered device; once per page load. */
export function restoreSession(): Promise<boolean> {
  restoring ??= restore().finally(() => {
    restoring = undefined;
  });
  return restoring;
}
