import {
  defineAbilityFor,
  personName,
  preferentialUnitPrice,
  type TheoryPriceDecisionInput,
  type TheoryPriceRequest,
  type TheoryPriceRequestInput,
  toCentimes,
  toChf,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { requireAdministrator } from '../../school';
import {
  countLicencesBought,
  decideRequest,
  findMemberSchool,
  findRequests,
  findSchoolPrices,
  insertRequest,
  lockRequest,
  type TheoryPriceRequestRow,
} from './theory-prices.repo';

type PriceDeps = Pick<Deps, 'db'>;

function present(row: TheoryPriceRequestRow, licencesBought: number): TheoryPriceRequest {
  const approved = row.price1Day !== null && row.price30Days !== null && row.price365Days !== null;
  return {
    id: row.id,
    school: { id: row.schoolId, name: row.schoolName },
    requestedBy: { id: row.requester.id, name: personName(row.requester) },
    requestedAt: row.requestedAt.toISOString(),
    message: row.message,
    status: row.status,
    decidedBy: row.decider ? { id: row.decider.id, name: personName(row.decider) } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    prices: approved
      ? {
          price1Day: toChf(row.price1Day ?? 0),
          price30Days: toChf(row.price30Days ?? 0),
          price365Days: toChf(row.price365Days ?? 0),
        }
      : null,
    licencesBought,
  };
}

async function presentAll(db: Db, rows: TheoryPriceRequestRow[]): Promise<TheoryPriceRequest[]> {
  const bought = await countLicencesBought(db, [...new Set(rows.map((row) => row.schoolId))]);
  return rows.map((row) => present(row, bought.get(row.schoolId) ?? 0));
}

async function requestById(db: Db, id: string): Promise<TheoryPriceRequest> {
  const [request] = await presentAll(db, await findRequests(db, { id }));
  if (!request) throw new NotFoundError('No such request');
  return request;
}

/** A school's administrator asks for the preferential price; one open request a school (409 otherwise). */
export async function requestTheoryPrice(
  deps: PriceDeps,
  actor: Actor,
  input: TheoryPriceRequestInput,
): Promise<TheoryPriceRequest> {
  const schoolId = requireAdministrator(actor);
  const id = await insertRequest(deps.db, { schoolId, requestedBy: actor.userId, message: input.message });
  if (!id) throw new ConflictError('Your school has a request waiting for an answer', 'theory_price_request_open');
  return requestById(deps.db, id);
}

/** Every school's requests for the product administrator; his school's for a school's administrator. */
export async function listTheoryPriceRequests(deps: PriceDeps, actor: Actor): Promise<TheoryPriceRequest[]> {
  const everySchool = defineAbilityFor(actor).can('manage', 'admin');
  const rows = await findRequests(deps.db, everySchool ? {} : { schoolId: requireAdministrator(actor) });
  return presentAll(deps.db, rows);
}

/** The product administrator approves a request with the school's prices (CHF), or refuses it; once (409 after). */
export async function decideTheoryPrice(
  deps: PriceDeps,
  actor: Actor,
  id: string,
  input: TheoryPriceDecisionInput,
): Promise<TheoryPriceRequest> {
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw new NotFoundError('No such request');
    if (request.status !== 'pending') {
      throw new ConflictError('This request has been answered', 'theory_price_request_decided');
    }
    await decideRequest(
      tx,
      id,
      input.decision === 'approve'
        ? {
            status: 'approved',
            decidedBy: actor.userId,
            prices: {
              price1Day: toCentimes(input.price1Day),
              price30Days: toCentimes(input.price30Days),
              price365Days: toCentimes(input.price365Days),
            },
          }
        : { status: 'refused', decidedBy: actor.userId, prices: null },
    );
  });
  return requestById(deps.db, id);
}

/**
 * The unit price (centimes) of a theory-exam licence of so many days bought by this user, when his
 * school's preferential price applies (spec §9: he is a member of the school — its staff, "monitors
 * in the same school", not a learner —, its price approved, and 5 licences or more bought by its
 * members before this order); null: the article's own price. The checkout asks it for a whole order.
 */
export async function preferentialTheoryPrice(
  db: Db,
  input: { buyerId: string; days: number },
): Promise<number | null> {
  const schoolId = await findMemberSchool(db, input.buyerId);
  const prices = schoolId ? await findSchoolPrices(db, schoolId) : null;
  if (!schoolId || !prices) return null;
  const bought = await countLicencesBought(db, [schoolId]);
  return preferentialUnitPrice({ licencesBoughtBefore: bought.get(schoolId) ?? 0, prices, days: input.days });
}
