import { credentialsStatus, type TheoryCredentials, type TheoryCredentialsInput } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { TheoryExamError } from '../../../kernel/theory-exam';
import {
  deleteTheoryAccount,
  findTheoryAccount,
  recordTheoryAccountCheck,
  saveTheoryAccount,
  type TheoryAccountRow,
} from './theory-exam.repo';
import {
  credentialsInvalid,
  credentialsMissing,
  licenceRefused,
  licenceRequired,
  serviceFailed,
  serviceNotConfigured,
  serviceUnavailable,
} from './theory-service-errors';

export function credentialsAnswer(account: TheoryAccountRow | undefined): TheoryCredentials {
  return {
    username: account?.username ?? null,
    status: credentialsStatus(account ?? null),
    verifiedAt: account?.verifiedAt?.toISOString() ?? null,
    refusedAt: account?.refusedAt?.toISOString() ?? null,
  };
}

export async function readTheoryCredentials(deps: Pick<Deps, 'db'>, actor: Actor): Promise<TheoryCredentials> {
  return credentialsAnswer(await findTheoryAccount(deps.db, actor.userId));
}

/** Saved sealed and not yet checked (the check is its own call, so saving never waits for the service). */
export async function saveTheoryCredentials(
  deps: Pick<Deps, 'db' | 'secrets'>,
  actor: Actor,
  input: TheoryCredentialsInput,
): Promise<TheoryCredentials> {
  const account = await saveTheoryAccount(deps.db, {
    userId: actor.userId,
    username: input.username,
    passwordSealed: deps.secrets.encrypt(input.password),
  });
  return credentialsAnswer(account);
}

export async function removeTheoryCredentials(deps: Pick<Deps, 'db'>, actor: Actor): Promise<void> {
  await deleteTheoryAccount(deps.db, actor.userId);
}

/** The user's account at the service, its password unsealed. */
export async function usableAccount(deps: Pick<Deps, 'db' | 'secrets'>, userId: string) {
  const row = await findTheoryAccount(deps.db, userId);
  if (!row) throw credentialsMissing();
  return { row, account: { username: row.username, password: deps.secrets.decrypt(row.passwordSealed) } };
}

/** The service's refusal recorded (so /theory-test asks to re-enter them) and said in our words. */
export async function theoryFailure(deps: Pick<Deps, 'db'>, row: TheoryAccountRow, error: unknown): Promise<never> {
  if (!(error instanceof TheoryExamError)) throw error;
  if (error.kind === 'credentials_refused') {
    await recordTheoryAccountCheck(deps.db, row, 'refused', new Date());
    throw credentialsInvalid();
  }
  if (error.kind === 'licence_refused') throw licenceRefused();
  if (error.kind === 'no_licence') throw licenceRequired();
  if (error.kind === 'unavailable') throw serviceUnavailable();
  throw serviceFailed(error.message);
}

/** "Check": asks the service whether it knows the username and password. */
export async function checkTheoryCredentials(
  deps: Pick<Deps, 'db' | 'secrets' | 'theoryExam'>,
  actor: Actor,
): Promise<TheoryCredentials> {
  const { row, account } = await usableAccount(deps, actor.userId);
  if (!deps.theoryExam) throw serviceNotConfigured();
  try {
    await deps.theoryExam.verifyAccount(account);
  } catch (error) {
    return theoryFailure(deps, row, error);
  }
  return credentialsAnswer((await recordTheoryAccountCheck(deps.db, row, 'verified', new Date())) ?? row);
}
