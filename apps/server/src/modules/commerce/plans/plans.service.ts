import {
  type LicenceBatch,
  PLAN_TERMS_MAX_BYTES,
  type Plan,
  type PlanInput,
  RESOURCE_QUOTA_BYTES,
  toCentimes,
  toChf,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError, StaleVersionError, ValidationError } from '../../../lib/errors';
import type { Secrets } from '../../../lib/secrets';
import { issueLicenceKeys } from '../../identity';
import { discardStoredFiles, type IncomingFile, recordAudit, signedFileUrl, storeUpload } from '../../platform';
import {
  findPlans,
  insertPlan,
  type PlanRow,
  recordBatch,
  setPlanDisabled,
  setPlanTerms,
  updatePlan,
} from './plans.repo';

function planOf(secrets: Secrets, row: PlanRow): Plan {
  const { disabledAt, createdAt, updatedAt, price, termsFileId, ...fields } = row;
  return {
    ...fields,
    price: toChf(price),
    disabled: disabledAt !== null,
    termsUrl: termsFileId ? signedFileUrl(secrets, termsFileId, 'original') : null,
  };
}

function valuesOf(input: PlanInput) {
  const { userIds, price, ...fields } = input;
  return { values: { ...fields, price: toCentimes(price) }, userIds: [...new Set(userIds)] };
}

type PlanDeps = Pick<Deps, 'db' | 'log' | 'secrets'>;

async function onePlan(deps: Pick<Deps, 'db' | 'secrets'>, id: string): Promise<Plan> {
  const [row] = await findPlans(deps.db, id);
  if (!row) throw new NotFoundError('No such plan');
  return planOf(deps.secrets, row);
}

/** The product's plans (the product administrator's /subscriptions). */
export async function listPlans(deps: Pick<Deps, 'db' | 'secrets'>): Promise<Plan[]> {
  return (await findPlans(deps.db)).map((row) => planOf(deps.secrets, row));
}

function unknownUser(error: unknown): never {
  if (String((error as { cause?: unknown }).cause ?? error).includes('subscription_plan_users_user_id')) {
    throw new ValidationError([
      { field: 'body.userIds', rule: 'unknown_reference', message: 'names a user who does not exist' },
    ]);
  }
  throw error;
}

export async function createPlan(deps: PlanDeps, actor: Actor, input: PlanInput): Promise<Plan> {
  const { values, userIds } = valuesOf(input);
  const id = await deps.db.transaction((tx) => insertPlan(tx, values, userIds)).catch(unknownUser);
  await recordAudit(deps.db, deps.log, {
    action: 'plan.created',
    outcome: 'success',
    userId: actor.userId,
    details: { planId: id },
  });
  return onePlan(deps, id);
}

export async function changePlan(
  deps: PlanDeps,
  actor: Actor,
  id: string,
  input: PlanInput,
  version: number,
): Promise<Plan> {
  await onePlan(deps, id);
  const { values, userIds } = valuesOf(input);
  const changed = await deps.db.transaction((tx) => updatePlan(tx, id, values, userIds, version)).catch(unknownUser);
  if (!changed) throw new StaleVersionError();
  await recordAudit(deps.db, deps.log, {
    action: 'plan.updated',
    outcome: 'success',
    userId: actor.userId,
    details: { planId: id },
  });
  return onePlan(deps, id);
}

/** Withdraws a plan from sale, or offers it again; plans are never deleted (what was sold names them). */
export async function setPlanAvailability(deps: PlanDeps, actor: Actor, id: string, disabled: boolean): Promise<Plan> {
  if (!(await setPlanDisabled(deps.db, id, disabled))) throw new NotFoundError('No such plan');
  await recordAudit(deps.db, deps.log, {
    action: disabled ? 'plan.disabled' : 'plan.enabled',
    outcome: 'success',
    userId: actor.userId,
    details: { planId: id },
  });
  return onePlan(deps, id);
}

/**
 * Keys for a plan, made in one go by the product administrator (spec §1: generates licence
 * codes): each grants the plan's modules for its days and SMS; answered once, kept as digests.
 */
export async function generateKeyBatch(
  deps: PlanDeps,
  actor: Actor,
  planId: string,
  count: number,
): Promise<LicenceBatch> {
  const plan = await onePlan(deps, planId);
  const { batch, keys } = await deps.db.transaction(async (tx) => {
    const issued = await issueLicenceKeys(tx, count, {
      modules: plan.modules,
      durationDays: plan.daysPerLicence,
      monthlySms: plan.monthlySms,
    });
    const batch = await recordBatch(
      tx,
      planId,
      actor.userId,
      issued.map((licence) => licence.id),
    );
    return { batch, keys: issued.map((licence) => licence.key) };
  });
  await recordAudit(deps.db, deps.log, {
    action: 'licence.batch_generated',
    outcome: 'success',
    userId: actor.userId,
    details: { planId, batchId: batch.id, count },
  });
  return { id: batch.id, planId, createdAt: batch.createdAt.toISOString(), keys };
}

/** The terms buyers accept (spec §5): a PDF, checked by content, replacing the previous one. */
export async function uploadPlanTerms(
  deps: PlanDeps & Pick<Deps, 'files'>,
  actor: Actor,
  id: string,
  incoming: IncomingFile,
): Promise<Plan> {
  await onePlan(deps, id);
  const replaced = await storeUpload(
    deps,
    actor,
    incoming,
    { maxBytes: PLAN_TERMS_MAX_BYTES, quotaBytes: RESOURCE_QUOTA_BYTES, extensions: ['pdf'] },
    async (tx, fileId) => {
      const previous = await setPlanTerms(tx, id, fileId);
      if (previous === undefined) throw new NotFoundError('No such plan');
      return previous;
    },
  );
  if (replaced) await discardStoredFiles(deps, [replaced]);
  await recordAudit(deps.db, deps.log, {
    action: 'plan.terms',
    outcome: 'success',
    userId: actor.userId,
    details: { planId: id },
  });
  return onePlan(deps, id);
}
