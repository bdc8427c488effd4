import { z } from 'zod';
import { newPasswordSchema, usernameSchema } from '../identity/auth/auth.schema';
import { versionField } from '../kernel/api/versioned';
import { languageSchema } from '../kernel/i18n/language.schema';
import type { ActorRoles } from '../kernel/permissions/abilities';
import { EMPLOYEE_RIGHTS } from '../kernel/permissions/employee-rights';
import { toRole } from '../kernel/permissions/roles';
import { plausibleDay } from '../kernel/time/plausible-day.schema';

/**
 * How a person belongs to a school (spec §1, §3): an administrator (a monitor who runs the
 * school: its record, its members, every student of it), a member monitor, or an employee
 * working under the rights the administrators give him.
 */
export const MEMBER_KINDS = ['administrator', 'monitor', 'employee'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** The stored roles of a school's members, its staff: a learner whose account names the school is none of them. */
export const SCHOOL_MEMBER_ROLES = ['monitor', 'fre', 'employee'];

/** An invitation is pending until it is accepted, its time runs out or an administrator withdraws it. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation link works this many days. */
export const INVITATION_VALID_DAYS = 14;

const rightsSchema = z
  .array(z.enum(EMPLOYEE_RIGHTS))
  .max(EMPLOYEE_RIGHTS.length)
  .transform((rights) => EMPLOYEE_RIGHTS.filter((right) => rights.includes(right)));

/** Spec §3 Employee: start date, end date (his access ends at midnight of it, Swiss time) and rights. */
export const employeeTermsInput = z
  .object({
    startsOn: plausibleDay,
    endsOn: plausibleDay.nullable().default(null),
    rights: rightsSchema.default([]),
  })
  .refine((terms) => terms.endsOn === null || terms.endsOn >= terms.startsOn, {
    path: ['endsOn'],
    message: 'must not be before the start date',
    params: { rule: 'end_before_start' },
  });
export type EmployeeTermsInput = z.infer<typeof employeeTermsInput>;

/** Terms as answers carry them (stored values: no input transform, they cannot be encoded back). */
const termsValues = z.object({
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  rights: z.array(z.enum(EMPLOYEE_RIGHTS)),
});

/** An employee's terms as answers carry them, with whether his access runs today. */
export const employeeTermsSchema = termsValues.extend({ ...versionField, active: z.boolean() });
export type EmployeeTermsRecord = z.infer<typeof employeeTermsSchema>;

/** A person the head invites by e-mail, as what, and for an employee on which terms. */
export const invitationInput = z
  .object({
    email: usernameSchema,
    kind: z.enum(MEMBER_KINDS),
    terms: employeeTermsInput.nullable().default(null),
  })
  .superRefine((invitation, context) => {
    if (invitation.kind === 'employee' && !invitation.terms)
      context.addIssue({ code: 'custom', path: ['terms'], message: 'is required' });
  });
export type InvitationInput = z.infer<typeof invitationInput>;

const personSchema = z.object({ firstname: z.string(), name: z.string() });

/** A member of the school as its members list shows him. */
export const memberSchema = personSchema.extend({
  userId: z.uuid(),
  email: z.string(),
  kind: z.enum(MEMBER_KINDS),
  /** The caller himself. */
  self: z.boolean(),
  /** An employee's terms; null for monitors and administrators. */
  terms: employeeTermsSchema.nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  kind: z.enum(MEMBER_KINDS),
  /** The terms an employee will start with. */
  terms: termsValues.nullable(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: personSchema.nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const schoolMembersSchema = z.object({
  members: z.array(memberSchema),
  /** The invitations of the last 90 days, open ones first; administrators only (empty for others). */
  invitations: z.array(invitationSchema),
});
export type SchoolMembers = z.infer<typeof schoolMembersSchema>;

/** What an invitation link shows before it is accepted (public: it names no one's data but the school's). */
export const invitationViewSchema = z.object({
  schoolName: z.string(),
  kind: z.enum(MEMBER_KINDS),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** An account with the invited address exists: sign in to accept, else create one. */
  accountExists: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

export const invitationTokenParams = z.object({ token: z.string().min(20).max(100) });

/** Creating the account an invitation is for: the address is the invitation's, proven by its link. */
export const invitationSignupInput = z.object({
  firstname: z.string().trim().min(1).max(80),
  name: z.string().trim().min(1).max(80),
  password: newPasswordSchema,
  language: languageSchema.default('fr'),
});
export type InvitationSignupInput = z.infer<typeof invitationSignupInput>;

/** Making a member monitor an administrator, or back. */
export const administratorInput = z.object({ administrator: z.boolean() });

/**
 * Leaving the school: the students the monitor manages go with him (to a school of his own) or
 * to another monitor of the school.
 */
export const LEAVE_STUDENTS = ['keep', 'transfer'] as const;
export const leaveSchoolInput = z
  .object({
    students: z.enum(LEAVE_STUDENTS),
    transferTo: z.uuid().nullable().default(null),
  })
  .superRefine((leave, context) => {
    if (leave.students === 'transfer' && !leave.transferTo)
      context.addIssue({ code: 'custom', path: ['transferTo'], message: 'is required' });
  });
export type LeaveSchoolInput = z.infer<typeof leaveSchoolInput>;

/** Handing a leaving member's future appointments to another monitor of the school. */
export const appointmentsHandoverInput = z.object({ toMonitorId: z.uuid() });
export const appointmentsHandoverResult = z.object({ moved: z.number().int().nonnegative() });

export const memberParams = z.object({ userId: z.uuid() });

/** Who founds a driving school when he belongs to none: an instructor (or a fre client), not the product administrator. */
export function mayFoundSchool(actor: ActorRoles | null): boolean {
  return actor?.roles.some((role) => ['monitor', 'fre'].includes(toRole(role))) ?? false;
}
