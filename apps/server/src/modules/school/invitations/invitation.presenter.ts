import {
  EMPLOYEE_RIGHTS,
  type EmployeeTermsInput,
  type Invitation,
  type InvitationStatus,
  MEMBER_KINDS,
  type MemberKind,
} from '@ds/domain';
import type { InvitationRow, InvitationWithInviter } from './invitations.repo';

/** Where an invitation stands at `now`: accepted, withdrawn, past its date, or waiting. */
export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export const kindOf = (row: InvitationRow): MemberKind => MEMBER_KINDS.find((kind) => kind === row.kind) ?? 'monitor';

/** The employee's terms an invitation carries, as it stored them (read defensively: it is JSON). */
export function termsOf(row: InvitationRow): EmployeeTermsInput | null {
  const terms = row.terms as Partial<EmployeeTermsInput> | null;
  if (!terms?.startsOn) return null;
  return {
    startsOn: terms.startsOn,
    endsOn: terms.endsOn ?? null,
    rights: EMPLOYEE_RIGHTS.filter((right) => terms.rights?.includes(right)),
  };
}

export function presentInvitation({ invitation, inviter }: InvitationWithInviter, now: Date): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    kind: kindOf(invitation),
    terms: termsOf(invitation),
    status: invitationStatus(invitation, now),
    invitedBy: inviter,
    createdAt: invitation.createdAt,
    expiresAt: invitation.expiresAt,
  };
}
