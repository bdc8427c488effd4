/** Every key the app keeps in the browser, in one place (spec §3 client-side state, §4 logout). */
export const SESSION_KEYS = { token: 'token', user: 'user', wizard: 'wizard' } as const;
/** Keys named by a prefix and a token: a card-paid purchase's private token under its payment's token (/spc reads it). */
export const SESSION_KEY_PREFIXES = { purchaseOfPayment: 'purchase-of-payment:' } as const;
export const LOCAL_KEYS = {
  language: 'language',
  autologinUsername: 'autologinUsername',
  autologinId: 'autologinId',
  autologinToken: 'autologinToken',
  jobs: 'jobs',
  releases: 'releases',
  chips: 'chips',
} as const;
