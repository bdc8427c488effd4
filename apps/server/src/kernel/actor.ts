import type { ActorRoles, EmployeeStanding, Licences } from '@ds/domain';

/** The signed-in user a request acts for. */
export interface Actor extends ActorRoles {
  userId: string;
  sessionId: string;
  schoolId: string | null;
  username: string;
  roles: string[];
  /** An administrator (head) of his driving school: sees and manages all its students. */
  schoolHead: boolean;
  /** An employee's rights and whether his access runs today; null for anyone else. */
  employee: EmployeeStanding | null;
  licences: Licences;
  /** An administrator without two-factor sign-in may only enrol it (and sign out). */
  twoFactorSetupRequired: boolean;
}
