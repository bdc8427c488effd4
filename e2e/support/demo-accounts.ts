/** One demo account per role (spec §6), as the walks over every screen sign in. */
export const DEMO_ROLE_ACCOUNTS = [
  'admin@demo.ch',
  'fre@demo.ch',
  'head@demo.ch',
  'monitor@demo.ch',
  'employee@demo.ch',
  'student@demo.ch',
] as const;
