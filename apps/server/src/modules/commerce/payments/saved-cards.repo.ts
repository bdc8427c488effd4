import { and, desc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { savedCards, users } from '../../../db/schema';

export async function insertPendingCard(db: Db, values: { ownerId: string; name: string; shared: boolean }) {
  const [row] = await db.insert(savedCards).values(values).returning({ id: savedCards.id });
  if (!row) throw new Error('saved card not inserted');
  return row.id;
}

/** What the provider registered, written once on a card that waited for it. */
export async function completeCard(
  db: Db,
  id: string,
  card: { aliasSealed: string; brand: string; lastDigits: string; expiryMonth: number; expiryYear: number },
): Promise<void> {
  await db
    .update(savedCards)
    .set({ ...card, registeredAt: new Date() })
    .where(and(eq(savedCards.id, id), isNull(savedCards.registeredAt)));
}

export async function deletePendingCard(db: Db, id: string): Promise<void> {
  await db.delete(savedCards).where(and(eq(savedCards.id, id), isNull(savedCards.registeredAt)));
}

function selectCards(db: Db) {
  return db
    .select({
      card: savedCards,
      owner: { id: users.id, firstname: users.firstname, name: users.name },
    })
    .from(savedCards)
    .innerJoin(users, eq(users.id, savedCards.ownerId));
}

export type SavedCardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['where']>>[number];

/** Registered cards of the owner, and the shared ones of other members of `sharedFromSchoolId`. */
export function findRegisteredCards(db: Db, ownerId: string, sharedFromSchoolId: string | null) {
  const shared = sharedFromSchoolId
    ? and(eq(savedCards.shared, true), eq(users.schoolId, sharedFromSchoolId), ne(savedCards.ownerId, ownerId))
    : undefined;
  return selectCards(db)
    .where(and(isNotNull(savedCards.registeredAt), or(eq(savedCards.ownerId, ownerId), shared)))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

export async function findCard(db: Db, id: string): Promise<SavedCardRow | undefined> {
  const [row] = await selectCards(db).where(eq(savedCards.id, id));
  return row;
}

/** Changes the sharing of a registered card of the owner; false when he has none of that id. */
export async function setCardShared(db: Db, id: string, ownerId: string, shared: boolean): Promise<boolean> {
  const rows = await db
    .update(savedCards)
    .set({ shared })
    .where(and(eq(savedCards.id, id), eq(savedCards.ownerId, ownerId), isNotNull(savedCards.registeredAt)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}

export async function deleteCard(db: Db, id: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.ownerId, ownerId), isNotNull(savedCards.registeredAt)))
    .returning({ id: savedCards.id });
  return rows.length > 0;
}
