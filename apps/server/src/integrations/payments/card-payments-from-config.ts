import type { Config } from '../../config';
import type { CardPayments } from '../../kernel/card-payments';
import { createDatatransClient } from './datatrans-client';

/**
 * The card payment provider the configuration names; null when card payments are off. The
 * simulator is Datatrans's API on a local address: `withProviderSimulators` starts it and points
 * the configuration at it before the app is built.
 */
export function cardPaymentsFromConfig(config: Config): CardPayments | null {
  if (config.PAYMENT_PROVIDER === 'simulator') {
    throw new Error(
      'PAYMENT_PROVIDER=simulator: the simulator must be started before the app (withProviderSimulators)',
    );
  }
  if (config.PAYMENT_PROVIDER !== 'datatrans') return null;
  const { DATATRANS_MERCHANT_ID, DATATRANS_PASSWORD, DATATRANS_HMAC_KEY } = config;
  if (!DATATRANS_MERCHANT_ID || !DATATRANS_PASSWORD || !DATATRANS_HMAC_KEY) return null;
  return createDatatransClient({
    apiUrl: config.DATATRANS_API_URL,
    payUrl: config.DATATRANS_PAY_URL,
    merchantId: DATATRANS_MERCHANT_ID,
    password: DATATRANS_PASSWORD,
    hmacKey: DATATRANS_HMAC_KEY,
  });
}
