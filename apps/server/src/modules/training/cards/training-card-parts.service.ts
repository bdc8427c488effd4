import type { TrainingCard } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import {
  childIds,
  deletePart,
  insertPart,
  lockOwnCardAtVersion,
  lockOwnCardOf,
  PARENT_LEVEL,
  type ParentLevel,
  type PartLevel,
  type PartValues,
  renumber,
  updatePart,
} from './training-card-parts.repo';
import { getTrainingCard } from './training-cards.service';

type Lock = (tx: Db) => Promise<string>;
const noSuch = (level: ParentLevel | PartLevel) => () => new NotFoundError(`No such ${level}`);

/** Locks the actor's card holding `id` and raises its version; someone else's card, or a part of one, is a 404. */
function ownCard(actor: Actor, level: ParentLevel | PartLevel, id: string): Lock {
  return async (tx) => {
    const owned = await lockOwnCardOf(tx, actor.userId, level, id);
    if (!owned) throw noSuch(level)();
    return owned;
  };
}

/** The same, only if the card is still at the version the change was read at (409 `stale_version`). */
function ownCardAtVersion(actor: Actor, level: PartLevel, id: string, version: number): Lock {
  return async (tx) =>
    writtenAtVersion(await lockOwnCardAtVersion(tx, actor.userId, level, id, version), noSuch(level)).id;
}

/** Runs a change of one of the actor's cards in a transaction under its `lock`, then answers the whole card. */
async function changeCard(db: Db, actor: Actor, lock: Lock, change: (tx: Db) => Promise<void>): Promise<TrainingCard> {
  const cardId = await db.transaction(async (tx) => {
    const owned = await lock(tx);
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
  return changeCard(db, actor, ownCard(actor, PARENT_LEVEL[level], parentId), (tx) =>
    insertPart(tx, level, parentId, values),
  );
}

/** Changes a part at the card's version it was read at: a card changed since is a 409 `stale_version`. */
export function changePart<Level extends PartLevel>(
  db: Db,
  actor: Actor,
  level: Level,
  id: string,
  values: PartValues[Level],
  version: number,
): Promise<TrainingCard> {
  return changeCard(db, actor, ownCardAtVersion(actor, level, id, version), (tx) => updatePart(tx, level, id, values));
}

export function removePart(db: Db, actor: Actor, level: PartLevel, id: string): Promise<TrainingCard> {
  return changeCard(db, actor, ownCard(actor, level, id), (tx) => deletePart(tx, level, id));
}

/** Puts a parent's children of one level in a new order; `ids` must name each of them once. */
export function reorderParts(
  db: Db,
  actor: Actor,
  level: PartLevel,
  parentId: string,
  ids: string[],
): Promise<TrainingCard> {
  return changeCard(db, actor, ownCard(actor, PARENT_LEVEL[level], parentId), async (tx) => {
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
