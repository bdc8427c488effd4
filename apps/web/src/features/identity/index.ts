/**
 * Identity (accounts, sign-in, licences): what the app layer uses of it. Its pages are loaded
 * lazily by the router, from `auth/pages/`, `accounts/pages/` and `licences/pages/`.
 */
export { autologin, forgetDevice, login } from './auth/api/auth-api';
export { AuthCard } from './auth/components/auth-card';
