import {
  type Infrastructure,
  type InfrastructureInput,
  toCentimes,
  toChf,
  type Vehicle,
  type VehicleInput,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { findOwnReminder } from '../reminders/reminders.repo';
import {
  findInfrastructuresOfOwner,
  findOwnType,
  findTypesOfOwner,
  findVehiclesOfOwner,
  type InfrastructureRow,
  type InfrastructureTypeRow,
  insertInfrastructure,
  insertType,
  insertVehicle,
  updateOwnInfrastructureAtVersion,
  updateOwnType,
  updateOwnVehicle,
  type VehicleRow,
} from './infrastructures.repo';

const owned = (actor: Actor) => ({ ownerId: actor.userId, schoolId: actor.schoolId });
const noSuch = (what: string) => () => new NotFoundError(`No such ${what}`);

const presentType = ({ id, version, name }: InfrastructureTypeRow) => ({ id, version, name });

export async function listTypes(db: Db, actor: Actor) {
  return (await findTypesOfOwner(db, actor.userId)).map(presentType);
}
export async function createType(db: Db, actor: Actor, input: { name: string }) {
  return presentType(await insertType(db, { ...owned(actor), name: input.name }));
}
export async function updateType(db: Db, actor: Actor, id: string, input: { name: string }, version: number) {
  return presentType(writtenAtVersion(await updateOwnType(db, actor.userId, id, version, input.name), noSuch('type')));
}

export function presentInfrastructure(row: InfrastructureRow): Infrastructure {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    typeId: row.typeId,
    street: row.street,
    houseNumber: row.houseNumber,
    postcode: row.postcode,
    city: row.city,
    price: toChf(row.priceCentimes),
    autoInvoice: row.autoInvoice,
    adminEmail: row.adminEmail,
    adminMobile: row.adminMobile,
    emailWhenInUse: row.emailWhenInUse,
    smsWhenInUse: row.smsWhenInUse,
    emailReminderId: row.emailReminderId,
    smsReminderId: row.smsReminderId,
    hasAccessMap: row.accessMapFileId !== null,
  };
}

async function assertOwnReferences(db: Db, actor: Actor, input: InfrastructureInput): Promise<void> {
  const checks: [string, string | null, (id: string) => Promise<unknown>][] = [
    ['body.typeId', input.typeId, (id) => findOwnType(db, actor.userId, id)],
    ['body.emailReminderId', input.emailReminderId, (id) => findOwnReminder(db, actor.userId, id)],
    ['body.smsReminderId', input.smsReminderId, (id) => findOwnReminder(db, actor.userId, id)],
  ];
  for (const [field, id, find] of checks) {
    if (id && !(await find(id))) {
      throw new ValidationError([{ field, rule: 'unknown_reference', message: 'must be one of your own records' }]);
    }
  }
}

function infrastructureValues(input: InfrastructureInput) {
  const { price, ...rest } = input;
  return { ...rest, priceCentimes: toCentimes(price) };
}

export async function listInfrastructures(db: Db, actor: Actor): Promise<Infrastructure[]> {
  return (await findInfrastructuresOfOwner(db, actor.userId)).map(presentInfrastructure);
}

export async function createInfrastructure(db: Db, actor: Actor, input: InfrastructureInput): Promise<Infrastructure> {
  await assertOwnReferences(db, actor, input);
  return presentInfrastructure(await insertInfrastructure(db, { ...owned(actor), ...infrastructureValues(input) }));
}

export async function updateInfrastructure(
  db: Db,
  actor: Actor,
  id: string,
  input: InfrastructureInput,
  version: number,
) {
  await assertOwnReferences(db, actor, input);
  const write = await updateOwnInfrastructureAtVersion(db, actor.userId, id, version, infrastructureValues(input));
  return presentInfrastructure(writtenAtVersion(write, noSuch('infrastructure')));
}

const presentVehicle = ({ id, version, plate, label, category, transmission, active }: VehicleRow): Vehicle => ({
  id,
  version,
  plate,
  label,
  category: category as Vehicle['category'],
  transmission: transmission as Vehicle['transmission'],
  active,
});

export async function listVehicles(db: Db, actor: Actor): Promise<Vehicle[]> {
  return (await findVehiclesOfOwner(db, actor.userId)).map(presentVehicle);
}
export async function createVehicle(db: Db, actor: Actor, input: VehicleInput): Promise<Vehicle> {
  return presentVehicle(await insertVehicle(db, { ...owned(actor), ...input }));
}
export async function updateVehicle(
  db: Db,
  actor: Actor,
  id: string,
  input: VehicleInput,
  version: number,
): Promise<Vehicle> {
  return presentVehicle(
    writtenAtVersion(await updateOwnVehicle(db, actor.userId, id, version, input), noSuch('vehicle')),
  );
}
