/**
 * Identity (accounts, sign-in, licences): what the app layer uses of it. Its pages are loaded
 * lazily by the router, from `auth/pages/` and `accounts/pages/`; the licences' parts make up the
 * app layer's /account/subscriptions with commerce's shop and orders; the app logo and licence
 * photo sections make part of /account/me and of the configuration wizard.
 */
export { AppLogoSection } from './accounts/components/app-logo-section';
export { LicencePhotoSection } from './accounts/components/licence-photo-section';
export { autologin, forgetDevice, login } from './auth/api/auth-api';
export { AuthCard } from './auth/components/auth-card';
export { useRefreshLicences } from './licences/api/licences-api';
export { LicenceActivation } from './licences/components/licence-activation';
export { MyLicences } from './licences/components/my-licences';
