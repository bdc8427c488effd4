import type { Me } from '@ds/domain';

/** A learner driver: his home is his dashboard, not my day (so he has no chips either). */
export function isLearner(me: Me | null): boolean {
  return me?.roles.length === 1 && me.roles[0]?.name === 'user';
}
