import { smsCost } from '@ds/domain';
import { type MailAttachment, MailDeliveryError } from '../../../integrations/mail/mail-message';
import { SmsSendError } from '../../../integrations/sms/sms-provider';
import type { Deps } from '../../../kernel/deps';
import type { Job, JobOutcome } from '../../../kernel/job-definition';
import type { MailAttachmentMakers } from '../../../kernel/messaging';
import { appointmentFileFor } from '../../calendar';
import { chargeSms, refundSms } from '../credits/sms-credits.service';
import { refreshTokenKeeper, resolveSenderAccounts } from './account-resolution';
import type { Channels } from './channels';
import { outgoingMail, smsDeliveryUrl, smsReference } from './message-format';
import {
  claimMessages,
  findAttachments,
  findMessages,
  type MessageOutcome,
  type MessageRow,
  recordOutcomes,
  releaseMessages,
} from './messages.repo';
import { mailWayOf, smsWayOf } from './routes-out';
import type { SenderAccounts } from './sender-accounts';
import { findStaleReminders } from './stale-reminders.repo';

export interface DeliveryDeps extends Pick<Deps, 'db' | 'secrets' | 'log'> {
  channels: Channels;
  /** Who draws a product mail's attachments, by kind (an invoice from its order). */
  attachmentMakers: MailAttachmentMakers;
}

export type DeliverJob = Job<{ messageId: string }>;

/** Sends a few at once: a gateway answers each in tens of milliseconds, a batch should not queue behind one. */
const PARALLEL_SENDS = 16;

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

/**
 * A confirmation by e-mail carries the appointment as an iCalendar file while the student is on
 * it (booked or moved; a cancellation has none); a product mail, the files named with it, drawn
 * now (an invoice): one that cannot be drawn fails the mail rather than send it without.
 */
async function attachmentsOf(deps: DeliveryDeps, row: MessageRow): Promise<MailAttachment[] | undefined> {
  // A product mail sent for a user (a lesson invoice from its monitor) is logged as `other`.
  if (row.kind === 'account' || row.kind === 'other') {
    const files = await findAttachments(deps.db, row.id);
    if (files.length === 0) return undefined;
    return Promise.all(
      files.map(({ kind, id }) => {
        const make = deps.attachmentMakers[kind];
        if (!make) throw new Error(`no maker of ${kind} attachments`);
        return make(deps.db, id);
      }),
    );
  }
  if (row.kind !== 'confirmation' || !row.appointmentId || !row.studentId) return undefined;
  const file = await appointmentFileFor(deps.db, row.appointmentId, row.studentId);
  return file
    ? [{ filename: 'rendez-vous.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(file) }]
    : undefined;
}

/** What a failed send means: retried later (the provider surely did not take it), or settled now. */
type SendResult =
  | { status: 'sent' }
  | { status: 'failed'; failure: string }
  | { status: 'refused'; failure: string }
  | { status: 'unknown'; failure: string }
  | { status: 'retry'; failure: string };

function failureOf(error: unknown): SendResult {
  if (error instanceof MailDeliveryError || error instanceof SmsSendError) {
    if (!error.notAccepted) return { status: 'unknown', failure: error.kind };
    const transient = error.kind === 'connection' || error.kind === 'timeout';
    return transient ? { status: 'retry', failure: error.kind } : { status: 'failed', failure: error.kind };
  }
  // A fault of ours before anything left (a bad stored address, a broken account): not worth a retry.
  return { status: 'failed', failure: 'internal' };
}

/**
 * A message found 'sending' when its job runs again: the process sending it died between the
 * request and the record. Never sent twice: the SMS provider is asked whether it got it (ASPSMS
 * keeps our reference); otherwise the message is 'unknown', for a person to decide.
 */
async function settleInterrupted(deps: DeliveryDeps, rows: MessageRow[]): Promise<MessageOutcome[]> {
  if (rows.length === 0) return [];
  const accountsOf = await resolveSenderAccounts(deps, rows);
  return Promise.all(
    rows.map(async (row): Promise<MessageOutcome> => {
      if (row.channel === 'sms') {
        const way = smsWayOf(accountsOf(row), deps.channels);
        const known = way.provider
          ? await way.provider.status(smsReference(row.id)).catch(() => 'not_found' as const)
          : 'not_found';
        if (known === 'delivered') return { id: row.id, status: 'delivered', failure: null };
        if (known === 'failed') return { id: row.id, status: 'failed', failure: 'not_delivered' };
        if (known !== 'not_found') return { id: row.id, status: 'sent', failure: null };
      }
      return { id: row.id, status: 'unknown', failure: 'interrupted' };
    }),
  );
}

async function sendGroup(deps: DeliveryDeps, ownerRows: MessageRow[], accounts: SenderAccounts) {
  const results = new Map<string, SendResult & { via?: string; credits?: number }>();
  const mails = ownerRows.filter((row) => row.channel === 'email');
  if (mails.length) {
    const way = mailWayOf(accounts, deps.channels, refreshTokenKeeper(deps));
    await inParallel(mails, way.via === 'smtp' ? 1 : PARALLEL_SENDS, async (row) => {
      try {
        await way.send({ ...outgoingMail(row, accounts, deps.channels), attachments: await attachmentsOf(deps, row) });
        results.set(row.id, { status: 'sent', via: way.via });
      } catch (error) {
        results.set(row.id, { ...failureOf(error), via: way.via });
      }
    });
    await way.close().catch(() => {});
  }
  const texts = ownerRows.filter((row) => row.channel === 'sms');
  if (texts.length) {
    const way = smsWayOf(accounts, deps.channels);
    const costs = new Map(texts.map((row) => [row.id, smsCost(row.recipient, row.body).total]));
    const payerRow = texts[0];
    const payer = payerRow?.ownerId ? { schoolId: payerRow.schoolId, userId: payerRow.ownerId } : null;
    let allowed = texts;
    if (way.charged && payer) {
      const { refused } = await chargeSms(
        deps.db,
        payer,
        texts.map((row) => ({ messageId: row.id, amount: costs.get(row.id) ?? 0 })),
      );
      for (const id of refused) results.set(id, { status: 'refused', failure: 'no_credit' });
      allowed = texts.filter((row) => !refused.has(row.id));
    }
    const refunds: Array<{ messageId: string; amount: number }> = [];
    await inParallel(allowed, PARALLEL_SENDS, async (row) => {
      const credits = way.charged && payer ? costs.get(row.id) : undefined;
      try {
        await way.provider?.send({
          to: row.recipient,
          text: row.body,
          originator: way.originator,
          reference: smsReference(row.id),
          deliveryUrl: smsDeliveryUrl(deps, row.id),
        });
        results.set(row.id, { status: 'sent', via: way.via, credits });
      } catch (error) {
        const failure = failureOf(error);
        if (credits && (failure.status === 'failed' || failure.status === 'retry')) {
          refunds.push({ messageId: row.id, amount: credits });
        }
        results.set(row.id, { ...failure, via: way.via, credits: failure.status === 'unknown' ? credits : undefined });
      }
    });
    if (payer) await refundSms(deps.db, payer, refunds);
  }
  return results;
}

/**
 * Delivers the messages of a batch of jobs, each at most once: a message is claimed (planned →
 * sending) before it leaves, so a second process, a retried job or a duplicated job finds it
 * taken. Failures the provider surely did not see are retried by the queue with backoff, and
 * after the last try the message is failed; an interrupted send is never retried blindly.
 */
export async function deliverMessages(deps: DeliveryDeps, jobs: DeliverJob[]): Promise<JobOutcome> {
  const jobOf = new Map(jobs.map((job) => [job.data.messageId, job]));
  const ids = [...jobOf.keys()];
  const claimed = await claimMessages(deps.db, ids);
  const claimedIds = new Set(claimed.map((row) => row.id));
  const outcomes: MessageOutcome[] = await settleInterrupted(
    deps,
    await findMessages(
      deps.db,
      ids.filter((id) => !claimedIds.has(id)),
      'sending',
    ),
  );

  const stale = await findStaleReminders(deps.db, claimed);
  for (const id of stale) outcomes.push({ id, status: 'cancelled', failure: null });
  const live = claimed.filter((row) => !stale.has(row.id));

  const owners = [...new Set(live.map((row) => row.ownerId))];
  const accountsOf = await resolveSenderAccounts(deps, live);
  const retry: Array<{ id: string; reason: string }> = [];
  const released: Array<{ id: string; failure: string }> = [];
  for (const owner of owners) {
    const group = live.filter((row) => row.ownerId === owner);
    const results = await sendGroup(deps, group, accountsOf({ ownerId: owner, schoolId: group[0]?.schoolId ?? null }));
    for (const [id, result] of results) {
      const job = jobOf.get(id);
      if (result.status === 'retry' && job && !job.lastTry) {
        released.push({ id, failure: result.failure });
        retry.push({ id: job.id, reason: result.failure });
        continue;
      }
      const status = result.status === 'retry' ? 'failed' : result.status;
      outcomes.push({
        id,
        status,
        failure: 'failure' in result ? result.failure : null,
        via: result.via,
        credits: result.credits ?? null,
      });
    }
  }
  await recordOutcomes(deps.db, outcomes);
  for (const failure of new Set(released.map((entry) => entry.failure))) {
    await releaseMessages(
      deps.db,
      released.filter((entry) => entry.failure === failure).map((entry) => entry.id),
      failure,
    );
  }
  if (outcomes.some((outcome) => outcome.status === 'failed')) {
    deps.log.warn(
      { failed: outcomes.filter((outcome) => outcome.status === 'failed').length },
      'messages not delivered',
    );
  }
  return { retry };
}
