import {
  type CardRegistrationInput,
  type CardRegistrationView,
  type PaymentStart,
  personName,
  type SavedCard,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { TransactionStatus } from '../../../kernel/card-payments';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { getUser } from '../../identity';
import type { CardPaymentRow } from './card-payments.repo';
import { cardPaymentsOf, ownCardPayment, type PaymentDeps, startCardPayment } from './card-payments.service';
import {
  completeCard,
  deleteCard,
  deletePendingCard,
  findCard,
  findRegisteredCards,
  insertPendingCard,
  type SavedCardRow,
  setCardShared,
} from './saved-cards.repo';

function savedCardOf({ card, owner }: SavedCardRow, actor: Actor): SavedCard {
  return {
    id: card.id,
    name: card.name,
    brand: card.brand ?? '',
    lastDigits: card.lastDigits ?? '',
    expiryMonth: card.expiryMonth ?? 1,
    expiryYear: card.expiryYear ?? 0,
    shared: card.shared,
    mine: owner.id === actor.userId,
    owner: { id: owner.id, name: personName(owner) },
    createdAt: card.createdAt.toISOString(),
  };
}

/** My saved cards (spec §3 Credit card) and, for an employee, those his school's members share with employees (spec §6). */
export async function listSavedCards(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SavedCard[]> {
  const rows = await findRegisteredCards(deps.db, actor.userId, actor.employee ? actor.schoolId : null);
  return rows.map((row) => savedCardOf(row, actor));
}

/**
 * /account/ccsetup: the card is written waiting, then registered at the provider (nothing
 * charged); the buyer types its number on the provider's page only. The provider's notification
 * completes it with its alias (sealed), brand, last digits and end date.
 */
export async function startCardRegistration(
  deps: PaymentDeps,
  actor: Actor,
  input: CardRegistrationInput,
): Promise<PaymentStart> {
  cardPaymentsOf(deps); // refuses before anything is written when card payments are off
  const user = await getUser(deps.db, actor.userId);
  const cardId = await insertPendingCard(deps.db, { ownerId: actor.userId, name: input.name, shared: input.shared });
  try {
    return await startCardPayment(deps, {
      purpose: 'card_registration',
      purposeId: cardId,
      payerId: actor.userId,
      amount: 0,
      language: user?.language ?? 'fr',
    });
  } catch (error) {
    await deletePendingCard(deps.db, cardId);
    throw error;
  }
}

/** The registration a callback page names (/account/cc/:status/:token): its status and, once registered, the card. */
export async function cardRegistrationView(
  deps: Pick<Deps, 'db' | 'cardPayments'>,
  actor: Actor,
  token: string,
): Promise<CardRegistrationView> {
  const payment = await ownCardPayment(deps, actor.userId, token);
  if (payment.purposeKind !== 'card_registration') throw new NotFoundError('No such card registration');
  const row = payment.status === 'paid' ? await findCard(deps.db, payment.purposeId) : undefined;
  return {
    status: payment.status,
    provider: deps.cardPayments?.providerName ?? payment.provider,
    card: row ? savedCardOf(row, actor) : null,
  };
}

/** The provider registered the card: its alias, sealed, and what may be shown of it. */
export async function cardRegistered(
  deps: Pick<Deps, 'secrets'>,
  tx: Db,
  payment: CardPaymentRow,
  status: TransactionStatus,
): Promise<void> {
  if (!status.card) return;
  const { alias, ...shown } = status.card;
  await completeCard(tx, payment.purposeId, { aliasSealed: deps.secrets.encrypt(alias), ...shown });
}

/** The registration failed, was cancelled or expired: the card that waited for it goes. */
export async function cardRegistrationEnded(tx: Db, payment: CardPaymentRow): Promise<void> {
  await deletePendingCard(tx, payment.purposeId);
}

export async function shareSavedCard(deps: Pick<Deps, 'db'>, actor: Actor, id: string, shared: boolean) {
  if (!(await setCardShared(deps.db, id, actor.userId, shared))) throw new NotFoundError('No such card');
  const row = await findCard(deps.db, id);
  if (!row) throw new NotFoundError('No such card');
  return savedCardOf(row, actor);
}

export async function deleteSavedCard(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  if (!(await deleteCard(deps.db, id, actor.userId))) throw new NotFoundError('No such card');
}
