/**
 * A local stand-in for ASPSMS's JSON API (see aspsms-client.ts for what is documented and what is
 * inferred), for tests and development: nothing leaves the machine. It answers `SendTextSMS`,
 * `CheckCredits` and `InquireDeliveryNotifications` as ASPSMS does, charges one credit a part
 * (ASPSMS's price by operator is left out), and requests the notification URL of each message
 * shortly after taking it: numbers ending in 0000 are not delivered, the others are.
 */

import { readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { smsLength } from '@ds/domain';
import { readRequestText, sendJson, startLocalServer } from '../simulator-http';

export interface AspsmsSimulatorOptions {
  port?: number;
  userKey?: string;
  password?: string;
  credits?: number;
  /** Pause before answering a send, to let a test kill the caller between acceptance and answer. */
  answerDelayMs?: number;
  /** Where the simulator keeps its messages, so a second process or a restart sees them (a JSON-lines file). */
  journalPath?: string;
}

export interface SimulatedSms {
  to: string;
  text: string;
  originator: string;
  reference: string;
  receivedAt: string;
}

export interface AspsmsSimulator {
  url: string;
  port: number;
  messages(): SimulatedSms[];
  setCredits(n: number): void;
  close(): Promise<void>;
}

/** Time between taking a message and reporting its delivery. */
const DELIVERY_DELAY_MS = 50;
const E164 = /^\+\d{7,15}$/;

const OK = { StatusCode: '1', StatusInfo: 'OK' };
const AUTHORIZATION_FAILED = { StatusCode: '3', StatusInfo: 'Authorization failed.' };
const NOT_ENOUGH_CREDITS = { StatusCode: '5', StatusInfo: 'Not enough Credits available.' };
const MISSING_RECIPIENT = {
  StatusCode: '20',
  StatusInfo: 'Missing a recipient. Please specify at least one recipient.',
};

type Body = Record<string, unknown>;

export async function startAspsmsSimulator(options: AspsmsSimulatorOptions = {}): Promise<AspsmsSimulator> {
  const userKey = options.userKey ?? 'SIMULATORKEY';
  const password = options.password ?? 'simulator';
  const answerDelayMs = options.answerDelayMs ?? 0;
  const journalPath = options.journalPath;
  let credits = options.credits ?? 100;
  const memory: SimulatedSms[] = [];
  const notifications = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  function messages(): SimulatedSms[] {
    if (!journalPath) return [...memory];
    let journal: string;
    try {
      journal = readFileSync(journalPath, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return journal
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as SimulatedSms);
  }

  async function record(sms: SimulatedSms): Promise<void> {
    memory.push(sms);
    if (journalPath) await appendFile(journalPath, `${JSON.stringify(sms)}\n`);
  }

  function scheduleNotification(sms: SimulatedSms, body: Body): void {
    const fails = sms.to.endsWith('0000');
    const url = fails ? body.URLNonDeliveryNotification : body.URLDeliveryNotification;
    if (typeof url !== 'string' || url === '') return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const target = url
        .replaceAll('<RCPNT>', encodeURIComponent(sms.to))
        .replaceAll('<SCTSUTC>', encodeURIComponent(sms.receivedAt))
        .replaceAll('<DSCTSUTC>', encodeURIComponent(new Date().toISOString()));
      const request = fetch(`${target}${sms.reference}`)
        .then((response) => response.body?.cancel())
        .catch(() => {}) // Like ASPSMS, a notification nobody takes is dropped.
        .finally(() => notifications.delete(request));
      notifications.add(request);
    }, DELIVERY_DELAY_MS);
    timers.add(timer);
  }

  async function sendTextSms(body: Body): Promise<object> {
    const text = typeof body.MessageText === 'string' ? body.MessageText : '';
    const originator = typeof body.Originator === 'string' ? body.Originator : '';
    const recipients = (Array.isArray(body.Recipients) ? body.Recipients : [])
      .filter((recipient): recipient is string => typeof recipient === 'string')
      .map((recipient) => {
        const [to = '', reference = ''] = recipient.split(':');
        return { to, reference };
      })
      .filter(({ to }) => E164.test(to));
    if (recipients.length === 0) return MISSING_RECIPIENT;
    const cost = smsLength(text).segments * recipients.length;
    if (cost > credits) return NOT_ENOUGH_CREDITS;
    credits -= cost;
    for (const { to, reference } of recipients) {
      const sms = { to, text, originator, reference, receivedAt: new Date().toISOString() };
      await record(sms);
      scheduleNotification(sms, body);
    }
    await delay(answerDelayMs);
    return OK;
  }

  function inquireDeliveryNotifications(body: Body): object {
    const wanted =
      typeof body.TransactionReferenceNumbers === 'string' ? body.TransactionReferenceNumbers.split(';') : [];
    const known = messages().filter((sms) => sms.reference !== '' && wanted.includes(sms.reference));
    return {
      ...OK,
      DeliveryNotifications: known.map((sms) => {
        const notifiedAt = new Date(Date.parse(sms.receivedAt) + DELIVERY_DELAY_MS);
        const state = notifiedAt.getTime() > Date.now() ? 'pending' : sms.to.endsWith('0000') ? 'failed' : 'delivered';
        return {
          TransactionReferenceNumber: sms.reference,
          DeliveryStatus: { pending: '-1', delivered: '0', failed: '2' }[state],
          DeliveryStatusDescription: {
            pending: 'Not yet submitted or rejected',
            delivered: 'Delivered',
            failed: 'Not Delivered',
          }[state],
          SubmissionDate: sms.receivedAt,
          NotificationDate: state === 'pending' ? '' : notifiedAt.toISOString(),
          Reasoncode: state === 'failed' ? '000' : '',
          ReasoncodeDescription: state === 'failed' ? 'Unknown subscriber' : '',
        };
      }),
    };
  }

  const methods: Record<string, (body: Body) => object | Promise<object>> = {
    '/SendTextSMS': sendTextSms,
    '/CheckCredits': () => ({ Credits: String(credits), ...OK }),
    '/InquireDeliveryNotifications': inquireDeliveryNotifications,
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = methods[new URL(request.url ?? '/', 'http://simulator').pathname];
    if (request.method !== 'POST' || !method) {
      response.writeHead(404).end();
      return;
    }
    const raw = await readRequestText(request);
    let body: Body;
    try {
      body = JSON.parse(raw) as Body;
    } catch {
      response.writeHead(400).end('invalid JSON');
      return;
    }
    const result = body.UserName === userKey && body.Password === password ? await method(body) : AUTHORIZATION_FAILED;
    sendJson(response, 200, result, 'application/json; charset=utf-8');
  }

  const server = await startLocalServer(handle, { port: options.port });

  return {
    url: server.url,
    port: server.port,
    messages,
    setCredits(n) {
      credits = n;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled(notifications);
      await server.close();
    },
  };
}
