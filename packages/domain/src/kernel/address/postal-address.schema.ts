import { z } from 'zod';

/** Spec §3 City: the countries an address may be in. */
export const COUNTRIES = ['CH', 'FR', 'DE', 'IT', 'LI'] as const;
export type Country = (typeof COUNTRIES)[number];
export const countrySchema = z.enum(COUNTRIES);

/**
 * The lengths a Swiss QR-bill allows for a structured address (type S, the only one accepted
 * since November 2025): street and building number apart, postcode and town apart.
 */
export const POSTAL_ADDRESS_LIMITS = { street: 70, houseNumber: 16, postcode: 16, city: 35 } as const;

const text = (max: number) => z.string().trim().max(max);

/**
 * The fields of a postal address on a form: street and number optional (a village address may
 * have neither), postcode and city required together (spec §5). Spread into a form's schema.
 */
export const postalAddressFields = {
  street: text(POSTAL_ADDRESS_LIMITS.street).nullable().default(null),
  houseNumber: text(POSTAL_ADDRESS_LIMITS.houseNumber).nullable().default(null),
  postcode: text(POSTAL_ADDRESS_LIMITS.postcode).min(4, 'postcode and city are required'),
  city: text(POSTAL_ADDRESS_LIMITS.city).min(1, 'postcode and city are required'),
  country: countrySchema.default('CH'),
};

/** A whole postal address (a billing address apart from the home one). */
export const postalAddressInput = z.object({
  ...postalAddressFields,
  street: text(POSTAL_ADDRESS_LIMITS.street).min(1, 'is required'),
});
export type PostalAddressInput = z.infer<typeof postalAddressInput>;

/** A stored postal address as answers carry it. */
export const postalAddressSchema = z.object({
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  country: countrySchema,
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** The street line as people write it in Switzerland: "Avenue de la Gare 1" (the number after the street). */
export function streetLine(address: Pick<PostalAddress, 'street' | 'houseNumber'>): string {
  return [address.street, address.houseNumber].filter(Boolean).join(' ');
}

/** What `addressLines` reads: a stored address, whose postcode and city may still be missing (a student a connection recorded). */
export type AddressLineParts = Pick<PostalAddress, 'street' | 'houseNumber'> & {
  postcode: string | null;
  city: string | null;
  country: string;
};

/** The address as lines of a letter: street and number, then postcode and city (the country abroad). */
export function addressLines(address: AddressLineParts): string[] {
  const place = [address.postcode, address.city].filter(Boolean).join(' ');
  const abroad = address.country === 'CH' ? [] : [address.country];
  return [streetLine(address), place, ...abroad].filter((line) => line.length > 0);
}
