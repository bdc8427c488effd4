import {
  mayTrainWith,
  mayUseTheoryTest,
  type TheoryLicence,
  type TheorySession,
  type TheoryTestOverview,
  theoryLicenceStatus,
  theoryServiceLanguage,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { getUserLanguage } from '../../identity';
import { credentialsAnswer, theoryFailure, usableAccount } from './theory-credentials.service';
import {
  findHeldLicence,
  findHeldLicences,
  findTheoryAccount,
  recordActivation,
  recordTheoryAccountCheck,
  type TheoryLicenceRow,
} from './theory-exam.repo';
import {
  credentialsInvalid,
  didacticLicenceRequired,
  licenceRequired,
  serviceNotConfigured,
} from './theory-service-errors';

export function licenceAnswer(row: TheoryLicenceRow, now: Date): TheoryLicence {
  return {
    id: row.id,
    code: row.code,
    days: row.days,
    status: theoryLicenceStatus(row, now),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    progressPercent: row.progressPercent,
    lastTrainedAt: row.lastTrainedAt?.toISOString() ?? null,
  };
}

const holderOf = (actor: Actor) => ({ userId: actor.userId, email: actor.username });

function requireTheoryTest(actor: Actor): void {
  if (!mayUseTheoryTest(actor)) throw didacticLicenceRequired();
}

/** /theory-test: the reader's licences (spec §9: bought in the shop) and his account at the service. */
export async function theoryTestOverview(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TheoryTestOverview> {
  requireTheoryTest(actor);
  const now = new Date();
  const [account, licences] = await Promise.all([
    findTheoryAccount(deps.db, actor.userId),
    findHeldLicences(deps.db, holderOf(actor)),
  ]);
  return { credentials: credentialsAnswer(account), licences: licences.map((row) => licenceAnswer(row, now)) };
}

/**
 * "Start training": the licence activated on the user's account at the service (each time: the
 * service answers the same for the same account, and the end it counts is kept), then a
 * single-use address that opens the training signed in, in the user's language.
 */
export async function openTheorySession(
  deps: Pick<Deps, 'db' | 'secrets' | 'theoryExam' | 'publicUrl'>,
  actor: Actor,
  licenceId: string,
): Promise<TheorySession> {
  requireTheoryTest(actor);
  const licence = await findHeldLicence(deps.db, holderOf(actor), licenceId);
  if (!licence) throw new NotFoundError('No such theory-exam licence');
  if (!mayTrainWith(licence, new Date())) throw licenceRequired();
  const { row, account } = await usableAccount(deps, actor.userId);
  if (row.refusedAt) throw credentialsInvalid();
  const service = deps.theoryExam;
  if (!service) throw serviceNotConfigured();
  try {
    const activation = await service.activateLicence(account, { code: licence.code, days: licence.days });
    await recordActivation(deps.db, licence.id, activation);
    if (!mayTrainWith(activation, new Date())) throw licenceRequired();
    const language = theoryServiceLanguage((await getUserLanguage(deps.db, actor.userId)) ?? 'fr');
    const session = await service.openTrainingSession(account, {
      language,
      returnUrl: `${deps.publicUrl}/theory-test`,
    });
    if (!row.verifiedAt) await recordTheoryAccountCheck(deps.db, row, 'verified', new Date());
    return { url: session.url };
  } catch (error) {
    return theoryFailure(deps, row, error);
  }
}
