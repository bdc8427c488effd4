import type { Country, PostalAddress } from '@ds/domain';

/** An address as a form edits it: street and building number apart, blank meaning "none". */
export interface AddressValues {
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  country: Country;
}

/** An address and, unless bills go there too, a billing address. */
export interface AddressWithBillingValues extends AddressValues {
  /** Bills go to the address (`billing` is then sent as null). */
  billingSameAsAddress: boolean;
  billing: AddressValues;
}

export const EMPTY_ADDRESS: AddressValues = { street: '', houseNumber: '', postcode: '', city: '', country: 'CH' };

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** A stored address in a form: what is missing is a blank box. */
export function addressValuesOf(
  address: {
    street: string | null;
    houseNumber: string | null;
    postcode: string | null;
    city: string | null;
    country: Country;
  } | null,
): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    street: address.street ?? '',
    houseNumber: address.houseNumber ?? '',
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    country: address.country,
  };
}

/** A stored address and billing address in a form. */
export function addressWithBillingValuesOf(
  address: Parameters<typeof addressValuesOf>[0],
  billing: PostalAddress | null,
): AddressWithBillingValues {
  return { ...addressValuesOf(address), billingSameAsAddress: !billing, billing: addressValuesOf(billing) };
}

/**
 * The address fields of a candidate the domain schema checks (its `postalAddressFields` and
 * `billing`): blanks as null, no billing address when bills go to the address.
 */
export function addressCandidate(values: AddressWithBillingValues) {
  const { billing, billingSameAsAddress } = values;
  return {
    ...plainAddressCandidate(values),
    billing: billingSameAsAddress ? null : { ...billing, houseNumber: orNull(billing.houseNumber) },
  };
}

/** An address alone as a candidate the domain schema checks: blanks as null. */
export function plainAddressCandidate(values: AddressValues) {
  return {
    street: orNull(values.street),
    houseNumber: orNull(values.houseNumber),
    postcode: values.postcode,
    city: values.city,
    country: values.country,
  };
}
