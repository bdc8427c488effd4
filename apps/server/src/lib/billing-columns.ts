import type { Country, PostalAddress, PostalAddressInput } from '@ds/domain';

/** The columns of a billing address kept beside an address (students, schools). */
export interface BillingColumns {
  billingStreet: string | null;
  billingHouseNumber: string | null;
  billingPostcode: string | null;
  billingCity: string | null;
  billingCountry: string | null;
}

/** The billing columns a form's billing address writes; null (bills go to the address) clears them. */
export function billingColumns(billing: PostalAddressInput | null): BillingColumns {
  return {
    billingStreet: billing?.street ?? null,
    billingHouseNumber: billing?.houseNumber ?? null,
    billingPostcode: billing?.postcode ?? null,
    billingCity: billing?.city ?? null,
    billingCountry: billing?.country ?? null,
  };
}

/** The billing address the columns hold, when its street, postcode and city are all recorded; else null. */
export function billingAddressOf(row: BillingColumns): PostalAddress | null {
  if (!row.billingStreet || !row.billingPostcode || !row.billingCity) return null;
  return {
    street: row.billingStreet,
    houseNumber: row.billingHouseNumber,
    postcode: row.billingPostcode,
    city: row.billingCity,
    country: (row.billingCountry ?? 'CH') as Country,
  };
}
