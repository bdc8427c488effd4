import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { updateCardLevelOfUser } from './training-cards.repo';

/** Spec §4 Training card level: the user's own, changed at will. */
export async function changeTrainingCardLevel(db: Db, actor: Actor, level: number): Promise<{ level: number }> {
  await updateCardLevelOfUser(db, actor.userId, level);
  return { level };
}
