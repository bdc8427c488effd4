import { useEffect } from 'react';
import { fetchMe } from '../lib/me';
import { storeSessionUser } from '../lib/session';

/** The user is read again at most this often when the tab comes back. */
const REFRESH_AFTER_MS = 60_000;
let lastRefresh = 0;

function refresh(): void {
  if (Date.now() - lastRefresh < REFRESH_AFTER_MS) return;
  lastRefresh = Date.now();
  // A failure changes nothing: the next call answers for itself (a 401 leads to /login).
  fetchMe().then(storeSessionUser, () => {});
}

/**
 * The signed-in user's standing (rights, licences, school) read again once a page loads and when
 * the tab comes back after a while: the school's head may have changed an employee's rights
 * meanwhile, and the screens should offer what the server allows.
 */
export function useFreshSessionUser(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn]);
}
