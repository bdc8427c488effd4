/**
 * The school area (the driving school's record, its people, invitations). The router loads its
 * page lazily from `pages/`; the app layer's invitation page, which signs in too, uses its calls.
 */
export { acceptInvitation, createInvitedAccount, useInvitationView } from './api/invitation-api';
