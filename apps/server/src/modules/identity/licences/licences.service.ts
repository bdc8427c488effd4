import { type Licence, type Licences, licenceStatus, maskedLicenceKey } from '@ds/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { AppError, ConflictError } from '../../../lib/errors';
import { recordAudit } from '../../platform';
import { newLicenceKey, storedLicenceKey } from './licence-keys';
import {
  activateLicenceKey,
  findActiveLicenceModules,
  findLatestEndOfSameModules,
  findLicenceByKeyHash,
  findLicencesOfUser,
  findLicencesOfUsers,
  findMonthlySmsAllowance,
  insertLicences,
} from './licences.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The licence flags of the modules of someone's active licences. */
export function flagsOfModules(activeModules: readonly string[]): Licences {
  const modules = new Set(activeModules);
  return {
    admin: modules.has('admin'),
    didactic: modules.has('didactic'),
    finance: modules.has('finance'),
    statistics: modules.has('statistics'),
  };
}

/** The licence flags of a user: the modules of the licences active now. */
export async function licenceFlags(db: Db, userId: string, now = new Date()): Promise<Licences> {
  return flagsOfModules(await findActiveLicenceModules(db, userId, now));
}

type LicenceRow = Awaited<ReturnType<typeof findLicencesOfUser>>[number];

function presentLicence(row: LicenceRow, now: Date): Licence {
  return {
    id: row.id,
    key: maskedLicenceKey(row.keyHint),
    modules: row.modules as Licence['modules'],
    start: row.activatedAt,
    end: row.endsAt,
    status: licenceStatus(row, now),
    monthlySms: row.monthlySms,
  };
}

export async function listLicences(db: Db, actor: Actor): Promise<Licence[]> {
  const now = new Date();
  return (await findLicencesOfUser(db, actor.userId)).map((row) => presentLicence(row, now));
}

/** The licences held by any of the users (a client's people, for the product administrator), newest first. */
export async function licencesHeldBy(db: Db, userIds: string[]): Promise<Array<Licence & { holderId: string }>> {
  const now = new Date();
  return (await findLicencesOfUsers(db, userIds)).flatMap((row) =>
    row.userId ? [{ ...presentLicence(row, now), holderId: row.userId }] : [],
  );
}

/** Starts a licence for a user: now, or, for a renewal (the same modules as a licence running), where that one ends. */
async function startLicence(
  db: Db,
  licence: { id: string; modules: string[]; durationDays: number },
  userId: string,
  now: Date,
) {
  const runningUntil = await findLatestEndOfSameModules(db, userId, licence.modules, now);
  const start = runningUntil && runningUntil > now ? runningUntil : now;
  return activateLicenceKey(db, licence.id, userId, start, new Date(start.getTime() + licence.durationDays * DAY_MS));
}

/**
 * Activates a key (spec §4 Licence: not yet activated → activated); unknown key → its own
 * message. Its period starts now, or where a running licence of the same modules ends.
 */
export async function activateLicence(db: Db, log: FastifyBaseLogger, actor: Actor, key: string): Promise<Licence> {
  const now = new Date();
  const { keyHash, keyHint } = storedLicenceKey(key);
  const licence = await findLicenceByKeyHash(db, keyHash);
  // The audit trail names the key by its last group: the key itself opens a licence.
  const audit = { action: 'licence_activation', userId: actor.userId, schoolId: actor.schoolId, details: { keyHint } };
  if (!licence) {
    await recordAudit(db, log, { ...audit, outcome: 'failure' });
    throw new AppError(404, 'unknown_licence', 'Unknown licence number');
  }
  const activated = await startLicence(db, licence, actor.userId, now);
  if (!activated) throw new ConflictError('This licence has already been activated');
  await recordAudit(db, log, { ...audit, outcome: 'success' });
  return presentLicence(activated, now);
}

/** The SMS credits a month the payer's licences grant (spec §9: monthly per licence), whole SMS. */
export function monthlySmsAllowance(db: Db, payer: { schoolId: string | null; userId: string }, now = new Date()) {
  return findMonthlySmsAllowance(db, payer, now);
}

/**
 * Makes `count` keys not yet activated granting `terms`, and answers them once: only their
 * digests are kept (the caller shows or mails them now or never).
 */
export async function issueLicenceKeys(
  db: Db,
  count: number,
  terms: { modules: string[]; durationDays: number; monthlySms: number; userId?: string },
): Promise<{ id: string; key: string }[]> {
  const keys = Array.from({ length: count }, newLicenceKey);
  const ids = await insertLicences(
    db,
    keys.map((key) => ({ ...storedLicenceKey(key), ...terms })),
  );
  return ids.map((id, index) => ({ id, key: keys[index] as string }));
}

/**
 * Licences a user bought: keys made for him, the first activated at once for him (a renewal
 * follows his running licence), the others left for him to hand on; answered once, to be mailed.
 */
export async function grantLicences(
  db: Db,
  userId: string,
  count: number,
  terms: { modules: string[]; durationDays: number; monthlySms: number },
  now = new Date(),
): Promise<{ id: string; key: string; activated: boolean }[]> {
  // The keys are his (listed among his licences) until he or whoever he hands one to activates it.
  const issued = await issueLicenceKeys(db, count, { ...terms, userId });
  const first = issued[0];
  if (first) await startLicence(db, { id: first.id, ...terms }, userId, now);
  return issued.map((licence, index) => ({ ...licence, activated: index === 0 }));
}
