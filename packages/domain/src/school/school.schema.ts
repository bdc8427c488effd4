import { z } from 'zod';
import { phoneSchema } from '../identity/accounts/accounts.schema';
import {
  countrySchema,
  postalAddressFields,
  postalAddressInput,
  postalAddressSchema,
} from '../kernel/address/postal-address.schema';
import { versionField } from '../kernel/api/versioned';
import { SELECTABLE_LANGUAGES } from '../kernel/i18n/languages';
import { normaliseIban, normaliseVatNumber } from './school-identifiers.rules';

/** A QR-bill names its creditor in at most 70 characters. */
export const SCHOOL_NAME_MAX = 70;

const identifier = (normalise: (input: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .max(60)
    .transform((value, context) => {
      const normalised = normalise(value);
      if (!normalised) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    });

/** CHE-xxx.xxx.xxx MWST (TVA, IVA), its check digit right. */
export const vatNumberSchema = identifier(
  normaliseVatNumber,
  'must be a Swiss VAT number such as CHE-123.456.789 MWST, with the right check digit',
);

/** A Swiss or Liechtenstein IBAN or QR-IBAN, its check digits right. */
export const ibanSchema = identifier(
  normaliseIban,
  'must be a Swiss IBAN such as CH93 0076 2011 6238 5295 7, with the right check digits',
);

/** A web site; `www.ecole.ch` is read as `https://www.ecole.ch`. */
export const websiteSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'must be a web address such as www.ecole.ch' }),
  );

/** The languages a school writes to its students in by default (the interface's three). */
export const schoolLanguageSchema = z.enum(SELECTABLE_LANGUAGES);
export type SchoolLanguage = z.infer<typeof schoolLanguageSchema>;

/** A stored language as a school's language; French for anything else. */
export function schoolLanguageOf(value: string | null | undefined): SchoolLanguage {
  return SELECTABLE_LANGUAGES.find((language) => language === value) ?? 'fr';
}

/**
 * Spec §3 Driving school, with what its invoices need: the address in the parts a QR-bill
 * asks for, a billing address unless it is the same, the VAT number and the IBAN.
 */
export const schoolInput = z.object({
  name: z.string().trim().min(1, 'is required').max(SCHOOL_NAME_MAX, `must be at most ${SCHOOL_NAME_MAX} characters`),
  ...postalAddressFields,
  /** Null: bills go to the school's address ("same as address"). */
  billing: postalAddressInput.nullable().default(null),
  phone: phoneSchema.nullable().default(null),
  email: z.email({ error: 'must be an e-mail address' }).max(254).nullable().default(null),
  website: websiteSchema.nullable().default(null),
  vatNumber: vatNumberSchema.nullable().default(null),
  iban: ibanSchema.nullable().default(null),
  defaultLanguage: schoolLanguageSchema.default('fr'),
});
export type SchoolInput = z.infer<typeof schoolInput>;

/** The school as answers carry it (stored values, no input transform). */
export const schoolSchema = z.object({
  id: z.uuid(),
  ...versionField,
  name: z.string(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  country: countrySchema,
  billing: postalAddressSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
  /** The IBAN is a QR-IBAN: invoices to it carry a QR reference. */
  qrIban: z.boolean(),
  defaultLanguage: schoolLanguageSchema,
  hasLogo: z.boolean(),
  /** The caller is one of its administrators: he may change it and its members. */
  administrator: z.boolean(),
});
export type School = z.infer<typeof schoolSchema>;

/** Spec §5: a logo is at least 185×50 px and at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIN_SIZE = { width: 185, height: 50 } as const;
