import type { ActorRoles, Licences } from '@ds/domain';

/** The signed-in user a request acts for. */
export interface Actor extends ActorRoles {
  userId: string;
  sessionId: string;
  schoolId: string | null;
  username: string;
  roles: string[];
  /** The head of his driving school: sees and manages all its students. */
  schoolHead: boolean;
  licences: Licences;
  /** An administrator without two-factor sign-in may only enrol it (and sign out). */
  twoFactorSetupRequired: boolean;
}
