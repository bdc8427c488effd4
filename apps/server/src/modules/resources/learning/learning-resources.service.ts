import { type LearningResource, mayConsultResources, primaryRole } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import { learningResourceOf } from '../library/resource-answer';
import { findLearnerResources, findLibraryForReading } from '../library/resources.repo';

/**
 * /learning/resources: a learner consults what his monitors shared with him; a monitor or an
 * employee his library, with the didactic licence (403 `didactic_licence_required` otherwise,
 * the screen offers the subscription).
 */
export async function listLearningResources(
  deps: Pick<Deps, 'db' | 'secrets'>,
  actor: Actor,
): Promise<LearningResource[]> {
  if (!mayConsultResources(actor)) {
    throw new AppError(403, 'didactic_licence_required', 'The didactic licence is needed to consult resources');
  }
  const views =
    primaryRole(actor) === 'user'
      ? await findLearnerResources(deps.db, actor.userId)
      : await findLibraryForReading(deps.db, actor);
  return views.map((view) => learningResourceOf(deps.secrets, view));
}
