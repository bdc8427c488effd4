import { randomBytes } from 'node:crypto';
import {
  correctedAvailable,
  generateVoucherCode,
  personName,
  schoolDay,
  toCentimes,
  toChf,
  VOUCHERS_PAGE_SIZE,
  type Voucher,
  type VoucherCorrectionInput,
  type VoucherDetail,
  type VoucherIssueInput,
  type VoucherListQuery,
  type VoucherSource,
  voucherStatus,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import {
  findMovements,
  findVoucher,
  findVoucherPage,
  insertMovement,
  insertVoucher,
  lockVoucher,
  setVoucherAvailable,
  type VoucherRow,
  type VoucherScope,
  type VoucherSeller,
} from './vouchers.repo';

type VoucherDeps = Pick<Deps, 'db'>;

/** The seller's own vouchers; every voucher of the school for its head. */
function scopeOf(actor: Actor): VoucherScope {
  return { userId: actor.userId, schoolId: actor.schoolId, schoolHead: actor.schoolHead };
}

function voucherOf(row: VoucherRow, today: string): Voucher {
  return {
    id: row.id,
    code: row.code,
    amount: toChf(row.amount),
    available: toChf(row.available),
    validFrom: row.validFrom,
    validTo: row.validTo,
    state: row.disabledAt ? 'disabled' : 'active',
    status: voucherStatus(
      {
        disabled: row.disabledAt !== null,
        availableCentimes: row.available,
        validFrom: row.validFrom,
        validTo: row.validTo,
      },
      today,
    ),
    source: row.source,
    buyerName: row.buyerName,
    beneficiaryName: row.beneficiaryName,
    seller: { id: row.seller.id, name: personName(row.seller) },
    schoolName: row.schoolName,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

/** A page of the vouchers the actor sells (the school's, for its head), newest first. */
export async function listVouchers(
  deps: VoucherDeps,
  actor: Actor,
  query: VoucherListQuery,
): Promise<{ data: Voucher[]; page: { total: number; offset: number; limit: number } }> {
  const today = schoolDay(new Date());
  const offset = (query.page - 1) * VOUCHERS_PAGE_SIZE;
  const { rows, total } = await findVoucherPage(deps.db, scopeOf(actor), {
    q: query.q,
    status: query.status,
    today,
    offset,
    limit: VOUCHERS_PAGE_SIZE,
  });
  return { data: rows.map((row) => voucherOf(row, today)), page: { total, offset, limit: VOUCHERS_PAGE_SIZE } };
}

/** One voucher with every movement of it; another seller's is unknown (404). */
export async function getVoucher(deps: VoucherDeps, actor: Actor, id: string): Promise<VoucherDetail> {
  const row = await findVoucher(deps.db, scopeOf(actor), id);
  if (!row) throw new NotFoundError('No such voucher');
  const movements = await findMovements(deps.db, id);
  return {
    ...voucherOf(row, schoolDay(new Date())),
    movements: movements.map(({ movement, actor: by }) => ({
      id: movement.id,
      kind: movement.kind,
      amount: toChf(movement.amount),
      availableAfter: toChf(movement.availableAfter),
      reason: movement.reason,
      orderId: movement.orderId,
      actor: by ? { id: by.id, name: personName(by) } : null,
      at: movement.at.toISOString(),
    })),
  };
}

/** What a new voucher holds and how it came to be (`sold` by the shop's checkout, `manual` from the list). */
export interface NewVoucher {
  amountCentimes: number;
  validFrom: string;
  validTo: string;
  buyerName: string;
  beneficiaryName: string;
  source: VoucherSource;
}

/**
 * Creates a voucher in the caller's transaction with its issue movement: a fresh code from the
 * cryptographic source, drawn again in the (2^-64) case it is taken. Answers its id.
 */
export async function createVoucher(
  db: Db,
  seller: VoucherSeller,
  voucher: NewVoucher,
  actorId: string | null,
): Promise<string> {
  const { amountCentimes, ...values } = voucher;
  for (;;) {
    const id = await insertVoucher(db, {
      ...values,
      code: generateVoucherCode(randomBytes),
      ownerId: seller.userId,
      schoolId: seller.schoolId,
      amount: amountCentimes,
      available: amountCentimes,
    });
    if (!id) continue;
    await insertMovement(db, {
      voucherId: id,
      kind: 'issue',
      amount: amountCentimes,
      availableAfter: amountCentimes,
      actorId,
    });
    return id;
  }
}

/** A voucher issued by hand by its seller (spec §1 gift vouchers), at his school when he has one. */
export async function issueVoucher(deps: VoucherDeps, actor: Actor, input: VoucherIssueInput): Promise<VoucherDetail> {
  if (input.validTo < schoolDay(new Date())) {
    throw new ValidationError([{ field: 'body.validTo', rule: 'ends_in_past', message: 'must not be before today' }]);
  }
  const id = await deps.db.transaction((tx) =>
    createVoucher(
      tx,
      { userId: actor.userId, schoolId: actor.schoolId },
      {
        amountCentimes: toCentimes(input.amount),
        validFrom: input.validFrom,
        validTo: input.validTo,
        buyerName: input.buyerName,
        beneficiaryName: input.beneficiaryName,
        source: 'manual',
      },
      actor.userId,
    ),
  );
  return getVoucher(deps, actor, id);
}

async function lockedVoucher(db: Db, actor: Actor, id: string) {
  const voucher = await lockVoucher(db, scopeOf(actor), id);
  if (!voucher) throw new NotFoundError('No such voucher');
  if (voucher.disabledAt) throw new ConflictError('This voucher is disabled', 'voucher_disabled');
  return voucher;
}

/**
 * Spec §3: an amount correction, positive or negative, with its reason; the amount available
 * never goes below nothing (400 naming the amount). Under the voucher's row lock, like a redemption.
 */
export async function correctVoucher(
  deps: VoucherDeps,
  actor: Actor,
  id: string,
  input: VoucherCorrectionInput,
): Promise<VoucherDetail> {
  await deps.db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, actor, id);
    const delta = toCentimes(input.amount);
    const corrected = correctedAvailable(voucher.available, delta);
    if ('refusal' in corrected) {
      throw new ValidationError([
        {
          field: 'body.amount',
          rule: corrected.refusal,
          message:
            corrected.refusal === 'below_zero'
              ? 'would leave less than nothing on the voucher'
              : 'would leave more on the voucher than a voucher holds',
        },
      ]);
    }
    await setVoucherAvailable(tx, id, corrected.available);
    await insertMovement(tx, {
      voucherId: id,
      kind: 'correction',
      amount: delta,
      availableAfter: corrected.available,
      reason: input.reason,
      actorId: actor.userId,
    });
  });
  return getVoucher(deps, actor, id);
}

/**
 * Spec §4: disabling is irreversible (a second time is a 409). What was left is written off in
 * the disabling movement, so the movements always add up to the amount available.
 */
export async function disableVoucher(deps: VoucherDeps, actor: Actor, id: string): Promise<VoucherDetail> {
  await deps.db.transaction(async (tx) => {
    const voucher = await lockedVoucher(tx, actor, id);
    await setVoucherAvailable(tx, id, 0, new Date());
    await insertMovement(tx, {
      voucherId: id,
      kind: 'disable',
      amount: -voucher.available,
      availableAfter: 0,
      actorId: actor.userId,
    });
  });
  return getVoucher(deps, actor, id);
}
