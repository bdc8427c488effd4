import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { infrastructures, infrastructureTypes, storedFiles, vehicles } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type InfrastructureRow = typeof infrastructures.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type InfrastructureTypeRow = typeof infrastructureTypes.$inferSelect;
type Owned = { ownerId: string; schoolId: string | null };

export const findTypesOfOwner = (db: Db, ownerId: string) =>
  db
    .select()
    .from(infrastructureTypes)
    .where(eq(infrastructureTypes.ownerId, ownerId))
    .orderBy(asc(infrastructureTypes.name));

export async function findOwnType(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(infrastructureTypes)
    .where(and(eq(infrastructureTypes.id, id), eq(infrastructureTypes.ownerId, ownerId)));
  return row;
}

export async function insertType(db: Db, values: Owned & { name: string }) {
  const [row] = await db.insert(infrastructureTypes).values(values).returning();
  if (!row) throw new Error('type not written');
  return row;
}

export function updateOwnType(db: Db, ownerId: string, id: string, version: number, name: string) {
  const own = and(eq(infrastructureTypes.id, id), eq(infrastructureTypes.ownerId, ownerId));
  return updateAtVersion(db, infrastructureTypes, own, version, { name, updatedAt: new Date() });
}

export const findInfrastructuresOfOwner = (db: Db, ownerId: string) =>
  db.select().from(infrastructures).where(eq(infrastructures.ownerId, ownerId)).orderBy(asc(infrastructures.name));

export async function findOwnInfrastructure(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(infrastructures)
    .where(and(eq(infrastructures.id, id), eq(infrastructures.ownerId, ownerId)));
  return row;
}

export async function insertInfrastructure(db: Db, values: typeof infrastructures.$inferInsert) {
  const [row] = await db.insert(infrastructures).values(values).returning();
  if (!row) throw new Error('infrastructure not written');
  return row;
}

const ownInfrastructure = (ownerId: string, id: string) =>
  and(eq(infrastructures.id, id), eq(infrastructures.ownerId, ownerId));

/** The form's fields, if the infrastructure is still at `version`. */
export function updateOwnInfrastructureAtVersion(
  db: Db,
  ownerId: string,
  id: string,
  version: number,
  values: Partial<typeof infrastructures.$inferInsert>,
) {
  return updateAtVersion(db, infrastructures, ownInfrastructure(ownerId, id), version, {
    ...values,
    updatedAt: new Date(),
  });
}

/** What no replace writes (the access map): the version stays. */
export async function updateOwnInfrastructure(
  db: Db,
  ownerId: string,
  id: string,
  values: Partial<typeof infrastructures.$inferInsert>,
) {
  const [row] = await db
    .update(infrastructures)
    .set({ ...values, updatedAt: new Date() })
    .where(ownInfrastructure(ownerId, id))
    .returning();
  return row;
}

export const findVehiclesOfOwner = (db: Db, ownerId: string) =>
  db.select().from(vehicles).where(eq(vehicles.ownerId, ownerId)).orderBy(asc(vehicles.plate));

export async function insertVehicle(db: Db, values: typeof vehicles.$inferInsert) {
  const [row] = await db.insert(vehicles).values(values).returning();
  if (!row) throw new Error('vehicle not written');
  return row;
}

export function updateOwnVehicle(
  db: Db,
  ownerId: string,
  id: string,
  version: number,
  values: Partial<typeof vehicles.$inferInsert>,
) {
  const own = and(eq(vehicles.id, id), eq(vehicles.ownerId, ownerId));
  return updateAtVersion(db, vehicles, own, version, { ...values, updatedAt: new Date() });
}

export async function insertStoredFile(db: Db, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  if (!row) throw new Error('file not written');
  return row.id;
}

export async function findOwnStoredFile(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)));
  return row;
}
