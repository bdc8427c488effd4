/** Business constants of spec §9 that the code uses; one place for both sides. */
export const APP_VERSION = '1.172.0';

/** Toasts other than the offline and new-release notices auto-hide after this delay. */
export const TOAST_AUTO_HIDE_MS = 5_000;

/** Default lesson duration held in client state (minutes). */
export const DEFAULT_LESSON_DURATION_MINUTES = 60;
