import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsCost } from '@ds/domain';
import { describe, expect, it, vi } from 'vitest';
import { createAspsmsProvider } from '../../integrations/sms/aspsms-client';
import { type AspsmsSimulator, startAspsmsSimulator } from '../../integrations/sms/aspsms-simulator';
import { communicationsCalls, hoursFromNow, queryRows, useCommunicationsApp } from '../../test/communications';
import { lessonCoursePayload } from '../../test/course-test-data';
import { createStudentAs } from '../../test/student-test-data';
import type { TestApp } from '../../test/test-app';

const PRODUCT_ACCOUNT = { userKey: 'PRODUCTKEY', password: 'product-secret' };

/**
 * The server's public address as the SMS provider calls it: a listening HTTP server that hands
 * every request to the app under test (built after it, since PUBLIC_URL is read at start).
 */
async function startPublicAddress(app: () => TestApp['app']) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    app()
      .inject({ method: 'GET', url: request.url ?? '/' })
      .then((answer) => response.writeHead(answer.statusCode, { 'content-type': 'application/json' }).end(answer.body))
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A course of the head's confirming by SMS only. */
const smsCourse = lessonCoursePayload({ label: 'Fahrstunde SMS', abbreviation: 'SMS', confirm: ['sms'] });

function smsApp(options: { answerDelayMs?: number } = {}) {
  let simulator: AspsmsSimulator;
  let publicAddress: Awaited<ReturnType<typeof startPublicAddress>>;
  const t = useCommunicationsApp(
    async () => {
      simulator = await startAspsmsSimulator({ ...PRODUCT_ACCOUNT, credits: 1000, ...options });
      publicAddress = await startPublicAddress(() => t().app);
      return {
        SMS_PROVIDER: 'aspsms',
        ASPSMS_URL: simulator.url,
        ASPSMS_USER_KEY: PRODUCT_ACCOUNT.userKey,
        ASPSMS_PASSWORD: PRODUCT_ACCOUNT.password,
        SMS_ORIGINATOR: 'Fahrschule',
        PUBLIC_URL: publicAddress.url,
      };
    },
    async () => {
      await simulator.close();
      await publicAddress.close();
    },
  );
  return { t, simulator: () => simulator, publicAddress: () => publicAddress };
}

/** The school's licences grant 100 SMS a month (the demo's licence may carry none). */
async function grantMonthlySms(t: TestApp, sms: number) {
  await queryRows(
    t,
    // The head's current licence grants them; her other one (ending soon) none.
    `update licences set monthly_sms = case when key_hint = '0001' then $1::int else 0 end where user_id in
       (select id from users where school_id = (select school_id from users where email = 'head@demo.ch'))`,
    [sms],
  );
}

describe('SMS confirmations through the product gateway, paid with the school credits', () => {
  const { t, simulator, publicAddress } = smsApp();
  const { call, book, logOf } = communicationsCalls(t);
  const app = () => t().app;
  const newCourse = async () => (await call('head@demo.ch', 'POST', '/api/courses', smsCourse)).json().data.id;
  const credits = async () => (await call('head@demo.ch', 'GET', '/api/sms-credits')).json().data;

  it('sends once, charges the credits, and records the delivery report once', async () => {
    await grantMonthlySms(t(), 100);
    const before = await credits();
    expect(before).toMatchObject({ monthlyAllowance: 10_000, ownAccount: false });
    const mobile = '+41795551234';
    const studentId = await createStudentAs(app, 'head@demo.ch', {
      firstname: 'Nina',
      email: null,
      mobile: '079 555 12 34',
      language: 'de',
    });
    await book('head@demo.ch', hoursFromNow(24 * 6), { courseId: await newCourse(), studentIds: [studentId] });
    await app().jobRunner.drain();

    const sent = simulator()
      .messages()
      .filter((sms) => sms.to === mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      originator: 'Fahrschule',
      text: expect.stringMatching(/^Fahrstunde SMS bestätigt am /),
    });
    const [entry] = await logOf('head@demo.ch', mobile);
    const cost = smsCost(mobile, sent[0]?.text ?? '').total;
    expect(cost).toBeGreaterThan(0);
    expect(entry).toMatchObject({ channel: 'sms', kind: 'confirmation', credits: cost, body: sent[0]?.text });
    expect(sent[0]?.reference).toBe(entry?.id.replaceAll('-', ''));
    expect(await credits()).toMatchObject({
      usedThisMonth: before.usedThisMonth + cost,
      available: before.available - cost,
    });

    // The simulator reports the delivery to the public address.
    await vi.waitFor(async () => expect((await logOf('head@demo.ch', mobile))[0]?.status).toBe('delivered'));
    const reports = publicAddress().requests.filter((url) => url.includes(`reference=${sent[0]?.reference}`));
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatch(/^\/api\/communications\/sms-delivery\/[^/?]+\?state=delivered&reference=/);
    const [delivery] = await queryRows<{ delivered_at: Date }>(t(), 'select delivered_at from messages where id = $1', [
      entry?.id,
    ]);
    const deliveredAt = delivery?.delivered_at;
    expect(deliveredAt).toBeInstanceOf(Date);

    // The same report again, or a contrary one, changes nothing.
    for (const url of [report ?? '', (report ?? '').replace('state=delivered', 'state=failed')]) {
      const again = await app().inject({ method: 'GET', url });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ recorded: true });
    }
    const [after] = await queryRows<{ status: string; delivered_at: Date }>(
      t(),
      'select status, delivered_at from messages where id = $1',
      [entry?.id],
    );
    expect(after).toEqual({ status: 'delivered', delivered_at: deliveredAt });
    // A report at another message's address is not recorded.
    const forged = await app().inject({
      method: 'GET',
      url: (report ?? '').replace(/reference=[0-9a-f]+/, `reference=${'0'.repeat(32)}`),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('settles an SMS found sending (its process died) by asking the gateway, never sending it twice', async () => {
    const numbers = ['+41795552001', '+41795550000', '+41795552003'];
    const rows = await queryRows<{ id: string; recipient: string }>(
      t(),
      `insert into messages (school_id, owner_id, sender_id, channel, kind, recipient, body, status, attempts)
       select u.school_id, u.id, u.id, 'sms', 'other', n, 'Unterbrochen', 'sending', 1
       from users u, unnest($1::text[]) as n where u.email = 'head@demo.ch'
       returning id, recipient`,
      [numbers],
    );
    const idOf = (number: string) => rows.find((row) => row.recipient === number)?.id ?? '';
    // The gateway took the first two (the second's number cannot be reached), never the third.
    const gateway = createAspsmsProvider({ baseUrl: simulator().url, ...PRODUCT_ACCOUNT });
    for (const number of numbers.slice(0, 2)) {
      await gateway.send({
        to: number,
        text: 'Unterbrochen',
        originator: 'Fahrschule',
        reference: idOf(number).replaceAll('-', ''),
      });
    }
    const taken = simulator().messages().length;
    await vi.waitFor(async () =>
      expect(await gateway.status(idOf(numbers[1] ?? '').replaceAll('-', ''))).toBe('failed'),
    );
    await app().jobRunner.enqueue(
      t().database.db,
      rows.map((row) => ({ name: 'communications.deliver', data: { messageId: row.id } })),
    );
    await app().jobRunner.drain();

    const settled = await queryRows<{ recipient: string; status: string; failure: string | null }>(
      t(),
      'select recipient, status, failure from messages where id = any($1::uuid[]) order by recipient',
      [rows.map((row) => row.id)],
    );
    expect(settled).toEqual([
      { recipient: '+41795550000', status: 'failed', failure: 'not_delivered' },
      { recipient: '+41795552001', status: 'delivered', failure: null },
      { recipient: '+41795552003', status: 'unknown', failure: 'interrupted' },
    ]);
    expect(simulator().messages()).toHaveLength(taken);
  });

  it('refuses an SMS the credits cannot pay: refused for no credit, nothing reaches the gateway, credits intact', async () => {
    await grantMonthlySms(t(), 0);
    await queryRows(t(), 'update sms_credit_accounts set pack_balance = 0');
    const before = await credits();
    expect(before.available).toBe(0);
    const mobile = '+41795559876';
    const studentId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Paul', mobile, language: 'fr' });
    const sentBefore = simulator().messages().length;
    await book('head@demo.ch', hoursFromNow(24 * 7), { courseId: await newCourse(), studentIds: [studentId] });
    await app().jobRunner.drain();

    expect(simulator().messages()).toHaveLength(sentBefore);
    expect(await logOf('head@demo.ch', mobile)).toEqual([
      expect.objectContaining({ channel: 'sms', status: 'refused', failure: 'no_credit', credits: null }),
    ]);
    expect(await credits()).toEqual(before);
    expect((await call('head@demo.ch', 'POST', '/api/communication-settings/sms-test')).json().data).toEqual({
      credits: 0,
    });
  });
});

describe('an SMS whose delivery report comes before the gateway has answered the send', () => {
  // The gateway takes the message, reports its delivery 50 ms later, and answers the send after 400 ms.
  const { t, simulator } = smsApp({ answerDelayMs: 400 });
  const { call, book, logOf } = communicationsCalls(t);
  const app = () => t().app;

  it('ends delivered, with its credits and the time it left', async () => {
    await grantMonthlySms(t(), 100);
    const mobile = '+41795550101';
    const studentId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Eva', mobile, language: 'de' });
    const course = (await call('head@demo.ch', 'POST', '/api/courses', smsCourse)).json().data.id;
    await book('head@demo.ch', hoursFromNow(24 * 6), { courseId: course, studentIds: [studentId] });
    await app().jobRunner.drain();
    const [sent] = simulator()
      .messages()
      .filter((sms) => sms.to === mobile);
    const [entry] = await logOf('head@demo.ch', mobile);
    expect(entry).toMatchObject({ status: 'delivered', credits: smsCost(mobile, sent?.text ?? '').total });
    const [row] = await queryRows<{ sent_at: Date | null; via: string | null }>(
      t(),
      'select sent_at, via from messages where id = $1',
      [entry?.id],
    );
    expect(row?.via).toBe('product');
    expect(row?.sent_at).not.toBeNull();
  });
});
