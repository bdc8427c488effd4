/** The identity area: accounts, sign-in and sessions, two-factor, app passwords, licences, preferences (wizard, chips, logo, licence photo). */
export { blockAccount, lastSignIns, unblockAccount } from './accounts/account-blocking.service';
export { accountsRoutes } from './accounts/accounts.routes';
export { appPasswordsRoutes } from './app-passwords/app-passwords.routes';
export { verifyAppPassword } from './app-passwords/app-passwords.service';
export { accountFlowsRoutes } from './auth/account-flows.routes';
export { sendAccountLink } from './auth/account-links';
export { actorOfUser } from './auth/account-standing';
export { authRoutes } from './auth/auth.routes';
export { commonPasswords, readCommonPasswordList } from './auth/common-passwords';
export { autologinProof } from './auth/login.service';
export { openSession, resolveSession } from './auth/session.service';
export { signInThrottlePlugin } from './auth/sign-in-throttle.plugin';
export type { SignInThrottle } from './auth/sign-in-throttle.service';
export { type ConfirmedAccount, createConfirmedAccount, REGISTER_LINK_TTL_MS } from './auth/signup.service';
export {
  createUser,
  getSchoolColleague,
  getUser,
  getUserByEmail,
  getUserLanguage,
  type User,
} from './auth/users.service';
export { licenceJobs } from './licences/licence-jobs';
export { storedLicenceKey } from './licences/licence-keys';
export { licencesRoutes } from './licences/licences.routes';
export { grantLicences, issueLicenceKeys, licencesHeldBy, monthlySmsAllowance } from './licences/licences.service';
export { documentLogo } from './preferences/document-logo.service';
export { licencePhotoOf } from './preferences/licence-photo.service';
export { preferencesRoutes } from './preferences/preferences.routes';
