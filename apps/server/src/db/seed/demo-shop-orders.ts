import { randomBytes } from 'node:crypto';
import type { CheckoutInput } from '@ds/domain';
import pino from 'pino';
import { loadConfig } from '../../config';
import type { Actor } from '../../kernel/actor';
import { CardPaymentError, type CardPayments } from '../../kernel/card-payments';
import { Secrets } from '../../lib/secrets';
import { checkout, type OutcomeDeps, receiveNotification, recordShopOrderPayment } from '../../modules/commerce';
import { actorOfUser, getUserByEmail } from '../../modules/identity';
import { PAYMENT_PURPOSES } from '../../payment-purposes';
import type { Db } from '../client';
import { DEMO_SELLER_CODE } from './demo-articles';

/**
 * A card provider standing in for Datatrans while seeding: every payment it starts is paid, and
 * its notifications are believed, so a demo card order is settled by the payments' own webhook path.
 */
function paidAtOnce(): { provider: CardPayments; transactionIds: () => string[] } {
  const started = new Map<string, { reference: string; amount: number }>();
  const provider: CardPayments = {
    providerName: 'Demo',
    startPayment: async ({ reference, amount }) => {
      const transactionId = `demo-${reference}`;
      started.set(transactionId, { reference, amount });
      return { transactionId, redirectUrl: 'https://pay.example.invalid/demo' };
    },
    startCardRegistration: () => Promise.reject(new Error('the demo registers no card')),
    paymentStatus: async (transactionId) => {
      const payment = started.get(transactionId);
      if (!payment) throw new CardPaymentError('not_found', transactionId);
      return { state: 'paid', ...payment, currency: 'CHF', failureReason: null, card: null };
    },
    verifyNotification: (_signature, rawBody) => ({ transactionId: JSON.parse(rawBody).transactionId }),
  };
  return { provider, transactionIds: () => [...started.keys()] };
}

const VISITOR = { firstname: 'Marc', name: 'Dubois', email: 'marc.dubois@example.ch', language: 'fr' as const };
const VISITOR_ADDRESS = {
  street: 'Chemin des Vignes',
  houseNumber: '4',
  postcode: '1009',
  city: 'Pully',
  country: 'CH' as const,
};

/**
 * head@demo.ch's shop sold a few times through the checkout's own services (the demo's mailer
 * keeps nothing): student@demo.ch's resource pack paid by card (settled by the payments' webhook
 * path) and a 30-day theory-exam licence paid the same way, a visitor's CHF 50 gift voucher paid by invoice and recorded, two 1-day theory licences
 * learner@demo.ch paid wholly with that voucher, and student@demo.ch's 365-day licence whose
 * invoice is still open.
 */
export async function seedDemoShopOrders(db: Db): Promise<void> {
  const card = paidAtOnce();
  const deps: OutcomeDeps = {
    db,
    // The demo's purchases are read from the buyers' accounts: their private links are not used.
    secrets: new Secrets(randomBytes(32)),
    log: pino({ level: 'silent' }),
    mailer: { send: async () => {} },
    sms: { send: async () => {} },
    publicUrl: 'http://localhost',
    cardPayments: card.provider,
    config: loadConfig(process.env),
  };
  const actorOf = async (email: string): Promise<Actor> => {
    const user = await getUserByEmail(db, email);
    if (!user) throw new Error(`the demo user ${email} is missing`);
    return actorOfUser(db, user, 'demo-seed');
  };
  const buy = (actor: Actor | null, input: Partial<CheckoutInput>) =>
    checkout(deps, actor, {
      shopCode: DEMO_SELLER_CODE,
      articleCode: 'Pack01',
      quantity: 1,
      acceptTerms: true,
      ...input,
    });
  const student = await actorOf('student@demo.ch');

  await buy(student, { paymentMode: 'card' });
  // His theory-exam training (issue 27 §3): a 30-day licence, activated at his first training.
  await buy(student, { articleCode: 'Theo30', paymentMode: 'card' });
  for (const transactionId of card.transactionIds()) {
    await receiveNotification(deps, PAYMENT_PURPOSES, {
      signature: 'demo',
      rawBody: JSON.stringify({ transactionId }),
    });
  }

  const gift = await buy(null, {
    articleCode: 'Bon050',
    paymentMode: 'invoice',
    buyer: { ...VISITOR, address: VISITOR_ADDRESS },
  });
  const delivered = await recordShopOrderPayment(deps, await actorOf('head@demo.ch'), gift.purchase.id);
  const voucherCode = delivered.delivery?.vouchers[0]?.code;
  if (!voucherCode) throw new Error('the demo gift voucher was not delivered');
  await buy(await actorOf('learner@demo.ch'), { articleCode: 'Theo01', quantity: 2, voucherCode });

  await buy(student, { articleCode: 'The365', paymentMode: 'invoice' });
}
