import { drawUnambiguousCharacters } from '../kernel/random/unambiguous-characters.rules';

/** Spec §5, §9: a voucher code has 13 characters (31^13, some 2^64 codes). */
export const VOUCHER_CODE_LENGTH = 13;
/** The most a voucher holds, in centimes (CHF 10,000). */
export const VOUCHER_MAX_CENTIMES = 1_000_000;

/** Spec §4: active, then disabled; disabling is irreversible. */
export const VOUCHER_STATES = ['active', 'disabled'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** What a voucher is good for today, from its state, its validity window and what is left on it. */
export const VOUCHER_STATUSES = ['usable', 'notYetValid', 'expired', 'exhausted', 'disabled'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** Issued by hand by its seller, or sold in the shop. */
export const VOUCHER_SOURCES = ['manual', 'sold'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];

/**
 * Every change of the amount available is one movement of these kinds; a `refund` gives back what
 * a redemption took for an order that was never paid.
 */
export const VOUCHER_MOVEMENT_KINDS = ['issue', 'redemption', 'correction', 'disable', 'refund'] as const;
export type VoucherMovementKind = (typeof VOUCHER_MOVEMENT_KINDS)[number];

/** Why a voucher cannot pay today (the error codes the checkout shows, spec §8). */
export type VoucherRefusal = 'voucher_disabled' | 'voucher_not_yet_valid' | 'voucher_expired' | 'voucher_exhausted';

/** A new code: 13 characters drawn without bias from the unambiguous alphabet, from a cryptographic source. */
export function generateVoucherCode(randomBytes: (count: number) => Uint8Array): string {
  return drawUnambiguousCharacters(randomBytes, VOUCHER_CODE_LENGTH);
}

/** A code as typed or printed (`abcd-efghj kmnp`) in the stored form: capitals, no spaces or dashes. */
export function canonicalVoucherCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** A code as printed and shown, grouped 4-5-4 to be read out and typed again (`ABCD-EFGHJ-KMNP`). */
export function formatVoucherCode(code: string): string {
  return code.length === VOUCHER_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4, 9)}-${code.slice(9)}` : code;
}

/** The facts of a voucher the rules read: days as YYYY-MM-DD (Swiss days), amounts in centimes. */
export interface VoucherStanding {
  disabled: boolean;
  availableCentimes: number;
  validFrom: string;
  validTo: string;
}

/**
 * What a voucher is good for on a Swiss day: disabled above all, then outside its validity
 * window (both days included), then used up.
 */
export function voucherStatus(voucher: VoucherStanding, today: string): VoucherStatus {
  if (voucher.disabled) return 'disabled';
  if (today < voucher.validFrom) return 'notYetValid';
  if (today > voucher.validTo) return 'expired';
  return voucher.availableCentimes > 0 ? 'usable' : 'exhausted';
}

const REFUSALS: Record<Exclude<VoucherStatus, 'usable'>, VoucherRefusal> = {
  disabled: 'voucher_disabled',
  notYetValid: 'voucher_not_yet_valid',
  expired: 'voucher_expired',
  exhausted: 'voucher_exhausted',
};

/** Why the voucher cannot pay on that day, or null when it can. */
export function redemptionRefusal(voucher: VoucherStanding, today: string): VoucherRefusal | null {
  const status = voucherStatus(voucher, today);
  return status === 'usable' ? null : REFUSALS[status];
}

/** What a redemption takes: what is wanted, or all that is left when less is available. */
export function redeemableCentimes(availableCentimes: number, wantedCentimes: number): number {
  return Math.max(0, Math.min(availableCentimes, wantedCentimes));
}

/**
 * The amount available after a correction of `deltaCentimes` (positive or negative), or why it
 * is refused: a voucher never holds less than nothing, nor more than the most a voucher holds.
 */
export function correctedAvailable(
  availableCentimes: number,
  deltaCentimes: number,
): { available: number } | { refusal: 'below_zero' | 'above_maximum' } {
  const available = availableCentimes + deltaCentimes;
  if (available < 0) return { refusal: 'below_zero' };
  if (available > VOUCHER_MAX_CENTIMES) return { refusal: 'above_maximum' };
  return { available };
}
