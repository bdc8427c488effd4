import { z } from 'zod';

/** Licence key pattern of spec §5: four groups of four. */
export const LICENCE_KEY_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

export const licenceKeySchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(LICENCE_KEY_PATTERN, 'must be four groups of four letters or digits'));

/**
 * What the product keeps of a key once made: its last group. The key itself is shown once (on
 * the generated list, in the purchase mail) and only its SHA-256 is stored, like a password:
 * a stolen database activates no licence.
 */
export function maskedLicenceKey(lastGroup: string): string {
  return `••••-••••-••••-${lastGroup}`;
}

export const LICENCE_STATUSES = ['notActivated', 'activated', 'expired'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** not yet activated → activated → expired (spec §3, §4). */
export function licenceStatus(
  licence: { activatedAt: Date | null; endsAt: Date | null },
  now = new Date(),
): LicenceStatus {
  if (!licence.activatedAt || !licence.endsAt) return 'notActivated';
  return licence.endsAt > now ? 'activated' : 'expired';
}

export const LICENCE_MODULES = ['admin', 'didactic', 'finance', 'statistics'] as const;

export const licenceSchema = z.object({
  id: z.uuid(),
  /** The key masked but for its last group (`maskedLicenceKey`). */
  key: z.string(),
  modules: z.array(z.enum(LICENCE_MODULES)),
  start: z.date().nullable(),
  end: z.date().nullable(),
  status: z.enum(LICENCE_STATUSES),
  /** SMS the licence grants each month it runs (spec §9: monthly per licence). */
  monthlySms: z.number().int(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const activateLicenceInput = z.object({ key: licenceKeySchema });
