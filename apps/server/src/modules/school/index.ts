/** The school area: the driving school's record, its administrators, instructors and employees, invitations, leaving. */
export { schoolInvitationsRoutes } from './invitations/invitations.routes';
export { schoolMembersRoutes } from './members/members.routes';
export { schoolRoutes } from './record/school.routes';
export { requireAdministrator, schoolRecord } from './record/school.service';
