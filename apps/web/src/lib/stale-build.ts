const RELOADED_AT = 'staleBuildReloadAt';
/** A chunk still missing this soon after a reload is really missing: show the error, do not loop. */
const QUIET_MS = 30_000;

function lastReload(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {
    return Date.now();
  }
}

/**
 * After a release, a tab still running the previous build asks for page chunks that are gone
 * (their names carry a hash) and the page would fail. It reloads once onto the new build
 * instead; an ongoing lesson is on the device and survives the reload.
 */
export function reloadOnStaleBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine || Date.now() - lastReload() < QUIET_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
