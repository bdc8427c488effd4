import type { School } from '@ds/domain';
import type { Config } from '../../../config';
import type { InvoiceSeller } from './invoice';

/** The company that sells the product (its subscriptions), from the PRODUCT_* settings. */
export function productSeller(config: Config): InvoiceSeller {
  return {
    name: config.PRODUCT_COMPANY_NAME,
    address: {
      street: config.PRODUCT_COMPANY_STREET,
      houseNumber: config.PRODUCT_COMPANY_HOUSE_NUMBER,
      postcode: config.PRODUCT_COMPANY_POSTCODE,
      city: config.PRODUCT_COMPANY_CITY,
      country: config.PRODUCT_COMPANY_COUNTRY,
    },
    iban: config.PRODUCT_IBAN,
    vatNumber: config.PRODUCT_VAT_NUMBER,
    email: null,
    phone: null,
  };
}

/** What a school's record lacks before it can invoice (its shop): the account, or the postcode and city. */
export type SchoolSellerGap = 'iban' | 'address';

/**
 * A driving school as the seller of its shop's invoices: its name and address (the creditor's,
 * its billing address being where it receives bills), its IBAN or QR-IBAN, its VAT number when
 * it has one (no VAT otherwise), its e-mail and phone for the buyer's questions.
 */
export function schoolSeller(school: School): { seller: InvoiceSeller } | { missing: SchoolSellerGap[] } {
  const missing: SchoolSellerGap[] = [];
  if (!school.iban) missing.push('iban');
  if (!school.postcode || !school.city) missing.push('address');
  if (!school.iban || !school.postcode || !school.city) return { missing };
  return {
    seller: {
      name: school.name,
      address: {
        street: school.street,
        houseNumber: school.houseNumber,
        postcode: school.postcode,
        city: school.city,
        country: school.country,
      },
      iban: school.iban,
      vatNumber: school.vatNumber,
      email: school.email,
      phone: school.phone,
    },
  };
}
