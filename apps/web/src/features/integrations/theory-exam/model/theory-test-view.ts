import { type Me, mayUseTheoryTest, primaryRole, type TheoryLicence } from '@ds/domain';
import { actorOf } from '@/lib/actor';
import { formatDate } from '@/lib/format';

/**
 * What /theory-test shows its reader (spec §6: the didactic licence is needed for the theory
 * test; a learner trains with the theory-exam licences he bought): staff without the didactic
 * licence are offered to subscribe, staff with it follow their students, a learner trains.
 */
export type TheoryTestView = 'subscribe' | 'students' | 'training';

export function theoryTestView(me: Me | null): TheoryTestView {
  const actor = actorOf(me);
  if (!actor || !mayUseTheoryTest(actor)) return 'subscribe';
  return primaryRole(actor) === 'user' ? 'training' : 'students';
}

/** A licence's state in words' keys and values: "active until DD.MM.YYYY", "expired on …", "not activated". */
export function licenceState(licence: Pick<TheoryLicence, 'status' | 'expiresAt'>): {
  key: `status.${TheoryLicence['status']}`;
  until: string;
} {
  return { key: `status.${licence.status}`, until: licence.expiresAt ? formatDate(new Date(licence.expiresAt)) : '' };
}

/** Licences the learner may start training with, running first, then those never activated. */
export function trainableLicences(licences: TheoryLicence[]): TheoryLicence[] {
  const rank = { active: 0, not_activated: 1, expired: 2 } as const;
  return [...licences].sort((a, b) => rank[a.status] - rank[b.status]);
}
