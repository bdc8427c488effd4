import { describe, expect, it } from 'vitest';
import { communicationsCalls, hoursFromNow, queryRows, useAppWithSmtpCapture } from '../../test/communications';
import { createStudentAs } from '../../test/student-test-data';

describe('the communication log: filters, pages, sending again, one school only', () => {
  const { app: t, smtp } = useAppWithSmtpCapture();
  const { call, book, headLesson, log, logOf } = communicationsCalls(t);
  const app = () => t().app;

  /** The confirmations in the log (the head's lesson also plans reminders). */
  const confirmationsTo = async (email: string) =>
    (await logOf('head@demo.ch', email)).filter((entry) => entry.kind === 'confirmation');

  /** A confirmation to a new student of the head's, delivered (or not) by the next drain. */
  async function confirmationTo(email: string) {
    const studentId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Tim', email, language: 'de' });
    await book('head@demo.ch', hoursFromNow(24 * 4), { courseId: (await headLesson()).id, studentIds: [studentId] });
    await app().jobRunner.drain();
    const [entry] = await confirmationsTo(email);
    if (!entry) throw new Error(`no confirmation to ${email}`);
    return entry;
  }

  it('sends a failed message again as a new entry, and refuses to send a sent one again', async () => {
    const email = 'tim.refused@example.com';
    smtp().refusedRecipients.add(email);
    const failed = await confirmationTo(email);
    expect(failed).toMatchObject({ status: 'failed', failure: 'rejected' });
    expect(smtp().to(email)).toEqual([]);

    smtp().refusedRecipients.delete(email);
    const resent = await call('head@demo.ch', 'POST', `/api/communication-logs/${failed.id}/resend`);
    expect(resent.statusCode).toBe(201);
    const entry = resent.json().data;
    expect(entry).toMatchObject({
      status: 'planned',
      kind: 'confirmation',
      recipient: email,
      subject: failed.subject,
      body: failed.body,
      sender: 'Hélène Chef',
      student: failed.student,
    });
    expect(entry.id).not.toBe(failed.id);
    // Sent again once only, however often asked.
    const twice = await call('head@demo.ch', 'POST', `/api/communication-logs/${failed.id}/resend`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('not_resendable');
    await app().jobRunner.drain();
    expect(
      smtp()
        .to(email)
        .map((mail) => mail.parsed.subject),
    ).toEqual([failed.subject]);
    expect(smtp().to(email)[0]?.parsed.headers.get('content-language')).toBe('de-CH');
    expect((await confirmationsTo(email)).map((row) => [row.id, row.status])).toEqual([
      [entry.id, 'sent'],
      [failed.id, 'failed'],
    ]);

    const again = await call('head@demo.ch', 'POST', `/api/communication-logs/${entry.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_resendable');
    expect(
      (await call('head@demo.ch', 'POST', `/api/communication-logs/${crypto.randomUUID()}/resend`)).statusCode,
    ).toBe(404);
  });

  it('leaves a message the server put off (4xx) planned for the next try, not failed', async () => {
    const email = 'tim.later@example.com';
    smtp().temporaryRecipients.add(email);
    const entry = await confirmationTo(email);
    expect(entry).toMatchObject({ status: 'planned', failure: 'connection' });
    expect(await app().jobRunner.counts('communications.deliver')).toMatchObject({ retry: 1 });
    smtp().temporaryRecipients.delete(email);
  });

  it('filters by channel, status and text (a % is a character), 50 entries a page', async () => {
    await queryRows(
      t(),
      `insert into messages (school_id, owner_id, sender_id, channel, kind, recipient, subject, body, status, created_at)
       select u.school_id, u.id, u.id, case when n <= 55 then 'sms' else 'email' end, 'other',
              '+4179' || lpad(n::text, 7, '0'), null, 'Paginiert Nummer ' || n, 'sent',
              now() - make_interval(mins => n)
       from users u, generate_series(1, 58) as n where u.email = 'head@demo.ch'`,
    );
    await queryRows(
      t(),
      `insert into messages (school_id, owner_id, channel, kind, recipient, body, status)
       select school_id, id, 'sms', 'other', '+41790000999', 'Rabatt 100% heute', 'failed' from users where email = 'head@demo.ch'`,
    );
    const page = async (query: string) => {
      const response = await call('head@demo.ch', 'GET', `/api/communication-logs?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const first = await page('channel=sms&q=paginiert');
    expect(first.page).toEqual({ total: 55, offset: 0, limit: 50 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0].body).toBe('Paginiert Nummer 1');
    expect(first.data.every((entry: { channel: string }) => entry.channel === 'sms')).toBe(true);
    const second = await page('channel=sms&q=paginiert&page=2');
    expect(second.page).toEqual({ total: 55, offset: 50, limit: 50 });
    expect(second.data.map((entry: { body: string }) => entry.body)).toEqual(
      [51, 52, 53, 54, 55].map((n) => `Paginiert Nummer ${n}`),
    );
    expect((await page('channel=sms&q=paginiert&page=3')).data).toEqual([]);
    expect((await page('q=paginiert')).page.total).toBe(58);
    expect((await page('channel=email&q=Paginiert')).page.total).toBe(3);
    expect((await page('q=%2B41790000012')).data.map((entry: { body: string }) => entry.body)).toEqual([
      'Paginiert Nummer 12',
    ]);
    expect((await page('q=100%25')).data.map((entry: { body: string }) => entry.body)).toEqual(['Rabatt 100% heute']);
    expect((await page('status=failed&channel=sms')).data.map((entry: { body: string }) => entry.body)).toContain(
      'Rabatt 100% heute',
    );
    expect((await call('head@demo.ch', 'GET', '/api/communication-logs?page=0')).statusCode).toBe(400);
    expect((await call('head@demo.ch', 'GET', '/api/communication-logs?channel=fax')).statusCode).toBe(400);
  });

  it("keeps another school's head out of the log and its messages", async () => {
    const email = 'tim.private@example.com';
    smtp().refusedRecipients.add(email);
    const failed = await confirmationTo(email);
    expect(failed.status).toBe('failed');
    // Luca, head of the other school, with an admin licence of his own.
    const activated = await call('ceresio@demo.ch', 'POST', '/api/licences/activate', { key: 'ADMN-2026-DEMO-0002' });
    expect(activated.statusCode).toBe(200);

    const resent = await call('ceresio@demo.ch', 'POST', `/api/communication-logs/${failed.id}/resend`);
    expect(resent.statusCode).toBe(404);
    expect(resent.json().error.code).toBe('not_found');
    const theirs = await log('ceresio@demo.ch', 'q=tim');
    expect(theirs).toEqual([]);
    const all = await call('ceresio@demo.ch', 'GET', '/api/communication-logs');
    const headSchool = await queryRows<{ school_id: string }>(
      t(),
      "select school_id from users where email = 'head@demo.ch'",
    );
    const ids = new Set(
      (
        await queryRows<{ id: string }>(t(), 'select id from messages where school_id = $1', [headSchool[0]?.school_id])
      ).map((row) => row.id),
    );
    expect(all.json().data.filter((entry: { id: string }) => ids.has(entry.id))).toEqual([]);
    // The failed message stays failed, and only one entry: nothing was sent for Luca.
    expect((await confirmationsTo(email)).map((entry) => entry.status)).toEqual(['failed']);
  });
});
