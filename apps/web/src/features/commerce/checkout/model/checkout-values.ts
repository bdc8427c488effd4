import type { CheckoutQuoteInput, Language, ShopPayableMode } from '@ds/domain';
import { type AddressValues, EMPTY_ADDRESS, plainAddressCandidate } from '@/lib/postal-address-values';

/** Who buys when nobody is signed in: names, e-mail, language, and an address for an invoice. */
export interface BuyerValues {
  firstname: string;
  name: string;
  email: string;
  language: Language;
  address: AddressValues;
}

export const emptyBuyer = (language: Language): BuyerValues => ({
  firstname: '',
  name: '',
  email: '',
  language,
  address: EMPTY_ADDRESS,
});

/** What the checkout form holds besides the quoted article, quantity and voucher. */
export interface CheckoutChoices {
  /** Null when a signed-in user buys. */
  buyer: BuyerValues | null;
  /** Null when nothing is left to pay. */
  paymentMode: ShopPayableMode | null;
  acceptTerms: boolean;
}

/**
 * The body of POST /api/checkout for the domain schema to check: the address only for an invoice,
 * no payment mode when nothing is due.
 */
export function checkoutCandidate(quote: CheckoutQuoteInput, choices: CheckoutChoices) {
  const { buyer, paymentMode, acceptTerms } = choices;
  const address = buyer?.address;
  return {
    ...quote,
    ...(buyer && {
      buyer: {
        firstname: buyer.firstname,
        name: buyer.name,
        email: buyer.email.trim(),
        language: buyer.language,
        address: paymentMode === 'invoice' && address ? plainAddressCandidate(address) : null,
      },
    }),
    ...(paymentMode && { paymentMode }),
    acceptTerms,
  };
}

/** The quantity typed, when it is a whole number the checkout accepts; null asks no quote. */
export function quantityOf(value: string | number, maximum: number): number | null {
  const quantity = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= maximum ? quantity : null;
}

/** The payment mode kept when the quote's modes change: the chosen one while offered, else the first. */
export function paymentModeAmong(chosen: ShopPayableMode | null, offered: readonly ShopPayableMode[]) {
  return chosen && offered.includes(chosen) ? chosen : (offered[0] ?? null);
}
