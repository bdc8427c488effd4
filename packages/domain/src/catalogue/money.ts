import { z } from 'zod';

/** A CHF amount as entered (0 means free, spec §5), kept as integer centimes. */
export const chfSchema = z
  .number({ error: 'must be an amount in CHF' })
  .min(0, 'must not be negative')
  .max(100_000, 'is too high')
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );

export function toCentimes(chf: number): number {
  return Math.round(chf * 100);
}

export function toChf(centimes: number): number {
  return centimes / 100;
}
