import { type ActorRoles, primaryRole } from '../kernel/permissions/abilities';
import { type Licences, passesDidacticLicence } from '../kernel/permissions/licences';

/** Where a theory-exam licence stands: its code not yet activated at the service, running, or over. */
export const THEORY_LICENCE_STATUSES = ['not_activated', 'active', 'expired'] as const;
export type TheoryLicenceStatus = (typeof THEORY_LICENCE_STATUSES)[number];

/**
 * The user's account at the theory-exam service as we last knew it: none entered, entered and not
 * checked yet, accepted by the service, or refused (spec §8: the user re-enters them).
 */
export const THEORY_CREDENTIALS_STATUSES = ['none', 'unchecked', 'verified', 'refused'] as const;
export type TheoryCredentialsStatus = (typeof THEORY_CREDENTIALS_STATUSES)[number];

/** The languages of the service's training (spec: FR, DE, IT); an English reader trains in French. */
export const THEORY_SERVICE_LANGUAGES = ['fr', 'de', 'it'] as const;
export type TheoryServiceLanguage = (typeof THEORY_SERVICE_LANGUAGES)[number];

export function theoryServiceLanguage(language: string): TheoryServiceLanguage {
  return (THEORY_SERVICE_LANGUAGES as readonly string[]).includes(language)
    ? (language as TheoryServiceLanguage)
    : 'fr';
}

export function theoryLicenceStatus(licence: { expiresAt: Date | null }, now: Date): TheoryLicenceStatus {
  if (!licence.expiresAt) return 'not_activated';
  return licence.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/** A licence may open a training session until its end; one never activated starts at its first session. */
export function mayTrainWith(licence: { expiresAt: Date | null }, now: Date): boolean {
  return theoryLicenceStatus(licence, now) !== 'expired';
}

export function credentialsStatus(
  account: { verifiedAt: Date | null; refusedAt: Date | null } | null,
): TheoryCredentialsStatus {
  if (!account) return 'none';
  if (account.refusedAt) return 'refused';
  return account.verifiedAt ? 'verified' : 'unchecked';
}

/**
 * Who may use the theory test (spec §6: the didactic licence is needed for it), as for learning
 * resources: a learner trains with the theory-exam licence he bought, whoever pays the school's
 * subscription; a monitor, the school's staff or an employee needs the didactic licence.
 */
export function mayUseTheoryTest(actor: ActorRoles & { licences: Licences }): boolean {
  return primaryRole(actor) === 'user' || passesDidacticLicence(actor.roles, actor.licences);
}
