import { expect } from 'vitest';
import type { DatatransSimulator } from '../integrations/payments/datatrans-simulator';

/** A test app's settings for card payments at the Datatrans simulator. */
export function datatransTestEnv(simulator: DatatransSimulator): NodeJS.ProcessEnv {
  return {
    PAYMENT_PROVIDER: 'datatrans',
    DATATRANS_API_URL: simulator.url,
    DATATRANS_PAY_URL: simulator.url,
    DATATRANS_MERCHANT_ID: simulator.merchantId,
    DATATRANS_PASSWORD: simulator.password,
    DATATRANS_HMAC_KEY: simulator.hmacKey,
  };
}

/** The buyer on the simulator's payment page: pays with a card (or cancels, `null`); where his browser is sent back (not followed). */
export async function payAtProvider(redirectUrl: string, cardNumber: string | null): Promise<string> {
  expect((await fetch(redirectUrl)).status).toBe(200);
  const form: Record<string, string> =
    cardNumber === null ? { action: 'cancel' } : { cardNumber, expiry: '12/39', action: 'pay' };
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

/** The simulator's transaction a payment page is of (the last part of its address). */
export const transactionOf = (redirectUrl: string) => redirectUrl.split('/').at(-1) ?? '';
