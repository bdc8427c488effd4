import { type CheckoutQuoteInput, SHOP_ORDER_QUANTITY_MAX } from '@ds/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCurrentLanguage } from '@/lib/current-language';
import { useCheckoutQuote, useQuoteWithVoucher } from '../api/checkout-api';
import { quantityOf } from '../model/checkout-values';

/**
 * The checkout's quantity and voucher, and the server's quote for them: asked again once typing
 * pauses; a voucher is applied only once a quote with it came back.
 */
export function useQuotedCheckout(shopCode: string, articleCode: string) {
  const language = useCurrentLanguage();
  const [quantityText, setQuantityText] = useState<string | number>(1);
  const quantity = quantityOf(quantityText, SHOP_ORDER_QUANTITY_MAX);
  const [quotedQuantity] = useDebouncedValue(quantity, 300);
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const inputOf = (count: number, code: string | null): CheckoutQuoteInput => ({
    shopCode,
    articleCode,
    quantity: count,
    language,
    ...(code && { voucherCode: code }),
  });
  const quote = useCheckoutQuote(quotedQuantity === null ? null : inputOf(quotedQuantity, voucherCode));
  const quoteWithVoucher = useQuoteWithVoucher();

  const applyVoucher = async (code: string) => {
    await quoteWithVoucher(inputOf(quotedQuantity ?? quote.data?.money.quantity ?? 1, code));
    setVoucherCode(code);
  };
  return {
    quote,
    quantityText,
    setQuantityText,
    voucherCode,
    applyVoucher,
    removeVoucher: () => setVoucherCode(null),
    /** What to buy as typed now (the quantity NaN while it is not a whole number in range). */
    input: () => inputOf(quantity ?? Number.NaN, voucherCode),
  };
}
