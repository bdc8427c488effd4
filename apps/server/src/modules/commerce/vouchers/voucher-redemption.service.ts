import {
  canonicalVoucherCode,
  redeemableCentimes,
  redemptionRefusal,
  schoolDay,
  toCentimes,
  toChf,
  type VoucherCheck,
  type VoucherCheckInput,
  type VoucherRefusal,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { AppError } from '../../../lib/errors';
import {
  findSellerByShopCode,
  findSellerVoucher,
  insertMovement,
  lockSellerVoucher,
  lockVoucherById,
  setVoucherAvailable,
  type VoucherRecord,
  type VoucherSeller,
} from './vouchers.repo';

const MESSAGES: Record<VoucherRefusal, string> = {
  voucher_disabled: 'This voucher is disabled',
  voucher_not_yet_valid: 'This voucher is not valid yet',
  voucher_expired: 'This voucher has expired',
  voucher_exhausted: 'Nothing is left on this voucher',
};

/** Spec §8 "unknown voucher code": no voucher of that code is spent at this seller. */
function unknownVoucher(field: string): AppError {
  return new AppError(404, 'invalid_voucher', 'Unknown voucher code', [
    { field, rule: 'invalid_voucher', message: 'is no voucher of this seller' },
  ]);
}

/** A voucher of the seller that can pay today, or the refusal the checkout shows (naming `field`, the code's). */
function payingVoucher(voucher: VoucherRecord | undefined, field: string): VoucherRecord {
  if (!voucher) throw unknownVoucher(field);
  const refusal = redemptionRefusal(
    {
      disabled: voucher.disabledAt !== null,
      availableCentimes: voucher.available,
      validFrom: voucher.validFrom,
      validTo: voucher.validTo,
    },
    schoolDay(new Date()),
  );
  if (refusal) {
    throw new AppError(409, refusal, MESSAGES[refusal], [{ field, rule: refusal, message: MESSAGES[refusal] }]);
  }
  return voucher;
}

export interface Redemption {
  /** Where the voucher is spent: it pays only at its seller's school (or with the seller, without one). */
  seller: VoucherSeller;
  /** The code as typed. */
  code: string;
  /** Centimes the buyer wants it to pay (more than 0). */
  wantedCentimes: number;
  orderId?: string;
  /** Who pays with it; null for a buyer without an account. */
  actorId: string | null;
  /** The request's field that holds the code, named by a refusal (`body.code` unless said). */
  field?: string;
}

/**
 * Pays with a voucher in the caller's transaction (the checkout's): takes what is wanted, or
 * what is left when less is available, and answers the voucher and the centimes taken. The voucher's row is
 * locked until the transaction ends, so two checkouts spending the last francs at once take
 * them once: the second finds nothing left (409 voucher_exhausted).
 */
export async function redeemVoucher(tx: Db, redemption: Redemption): Promise<{ voucherId: string; taken: number }> {
  if (!Number.isInteger(redemption.wantedCentimes) || redemption.wantedCentimes <= 0) {
    throw new Error('a redemption wants a positive number of centimes');
  }
  const voucher = payingVoucher(
    await lockSellerVoucher(tx, redemption.seller, canonicalVoucherCode(redemption.code)),
    redemption.field ?? 'body.code',
  );
  const taken = redeemableCentimes(voucher.available, redemption.wantedCentimes);
  const available = voucher.available - taken;
  await setVoucherAvailable(tx, voucher.id, available);
  await insertMovement(tx, {
    voucherId: voucher.id,
    kind: 'redemption',
    amount: -taken,
    availableAfter: available,
    orderId: redemption.orderId,
    actorId: redemption.actorId,
  });
  return { voucherId: voucher.id, taken };
}

/**
 * Gives back, in the caller's transaction, what a redemption took for an order that was never
 * paid (its card payment failed, was cancelled or expired): a `refund` movement under the
 * voucher's row lock. A voucher disabled meanwhile stays at nothing: its disabling wrote off
 * what was left, and is final.
 */
export async function refundVoucher(
  tx: Db,
  refund: { voucherId: string; amountCentimes: number; orderId: string },
): Promise<void> {
  const voucher = await lockVoucherById(tx, refund.voucherId);
  if (!voucher || voucher.disabledAt || refund.amountCentimes <= 0) return;
  const available = voucher.available + refund.amountCentimes;
  await setVoucherAvailable(tx, voucher.id, available);
  await insertMovement(tx, {
    voucherId: voucher.id,
    kind: 'refund',
    amount: refund.amountCentimes,
    availableAfter: available,
    orderId: refund.orderId,
    actorId: null,
  });
}

/**
 * The checkout's preview (POST /api/vouchers/check): what the voucher would pay of an amount,
 * nothing taken. With the seller's shop code, only a voucher spent at that seller answers; an
 * unknown seller is an unknown voucher too, so the answer tells nothing of other sellers.
 */
export async function checkVoucher(
  deps: Pick<Deps, 'db'>,
  input: VoucherCheckInput,
  field = 'body.code',
): Promise<VoucherCheck> {
  let seller: VoucherSeller | null = null;
  if (input.sellerCode) {
    seller = (await findSellerByShopCode(deps.db, input.sellerCode)) ?? null;
    if (!seller) throw unknownVoucher(field);
  }
  const voucher = payingVoucher(await findSellerVoucher(deps.db, seller, input.code), field);
  return {
    code: voucher.code,
    available: toChf(voucher.available),
    applicable: toChf(redeemableCentimes(voucher.available, toCentimes(input.amount))),
    validTo: voucher.validTo,
  };
}
