import type { TrainingCard } from '@ds/domain';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Actor } from '../auth/session.service';
import {
  childIds,
  deletePart,
  insertPart,
  lockOwnCardOf,
  PARENT_LEVEL,
  type ParentLevel,
  type PartLevel,
  type PartValues,
  renumber,
  updatePart,
} from './training-card-parts.repo';
import { getTrainingCard } from './training-cards.service';

/**
 * Runs a change of one of the actor's cards in a transaction that locks the card and raises its
 * version, then answers the whole card. Someone else's card, or a part of one, is a 404.
 */
async function changeCard(
  db: Db,
  actor: Actor,
  level: ParentLevel | PartLevel,
  id: string,
  change: (tx: Db) => Promise<void>,
): Promise<TrainingCard> {
  const cardId = await db.transaction(async (tx) => {
    const owned = await lockOwnCardOf(tx, actor.userId, level, id);
    if (!owned) throw new NotFoundError(`No such ${level}`);
    await change(tx);
    return owned;
  });
  return getTrainingCard(db, actor, cardId);
}

/** Adds a domain to a card, a theme to a domain, an objective or a skill to a theme, last. */
export function addPart<Level extends PartLevel>(
  db: Db,
  actor: Actor,
  level: Level,
  parentId: string,
  values: PartValues[Level],
): Promise<TrainingCard> {
  return changeCard(db, actor, PARENT_LEVEL[level], parentId, (tx) => insertPart(tx, level, parentId, values));
}

export function changePart<Level extends PartLevel>(
  db: Db,
  actor: Actor,
  level: Level,
  id: string,
  values: PartValues[Level],
): Promise<TrainingCard> {
  return changeCard(db, actor, level, id, (tx) => updatePart(tx, level, id, values));
}

export function removePart(db: Db, actor: Actor, level: PartLevel, id: string): Promise<TrainingCard> {
  return changeCard(db, actor, level, id, (tx) => deletePart(tx, level, id));
}

/** Puts a parent's children of one level in a new order; `ids` must name each of them once. */
export function reorderParts(
  db: Db,
  actor: Actor,
  level: PartLevel,
  parentId: string,
  ids: string[],
): Promise<TrainingCard> {
  return changeCard(db, actor, PARENT_LEVEL[level], parentId, async (tx) => {
    const current = await childIds(tx, level, parentId);
    const same = current.length === ids.length && ids.every((id) => current.includes(id));
    if (!same) {
      throw new ValidationError([
        { field: 'body.ids', rule: 'order_mismatch', message: 'must name every item of the list once' },
      ]);
    }
    await renumber(tx, level, parentId, ids);
  });
}
