import { formatSwissDate, formatSwissTime } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { communicationsCalls, hoursFromNow, queryRows, useAppWithSmtpCapture } from '../../test/communications';
import { createStudentAs } from '../../test/student-test-data';

describe("confirmations by e-mail through the product's SMTP server", () => {
  const { app: t, smtp } = useAppWithSmtpCapture({
    MAIL_FROM: 'Fahrschule Plattform <noreply@plattform.example>',
    PUBLIC_URL: 'https://app.plattform.example',
  });
  const { call, book, headLesson, saveSettings, logOf } = communicationsCalls(t);
  const app = () => t().app;

  it("books a lesson and delivers one confirmation in the student's language, answering to the monitor", async () => {
    const saved = await saveSettings('head@demo.ch', {
      senderName: 'Fahrschule Hélène',
      senderAddress: 'helene@fahrschule.example',
    });
    expect(saved.statusCode).toBe(200);
    const email = 'lena.keller@example.com';
    const studentId = await createStudentAs(app, 'head@demo.ch', {
      firstname: 'Lena',
      name: 'Keller',
      email,
      language: 'de',
    });
    const course = await headLesson();
    const label = (await call('head@demo.ch', 'GET', `/api/courses/${course.id}`)).json().data.label as string;
    const start = hoursFromNow(24 * 5);
    await book('head@demo.ch', start, { courseId: course.id, studentIds: [studentId], location: 'Bahnhof Bern' });

    expect(smtp().to(email)).toHaveLength(0); // nothing leaves before the queue runs
    await app().jobRunner.drain();
    const mails = smtp().to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const { parsed } = mail ?? expect.fail('no mail');
    expect(mail?.mailFrom).toBe('noreply@plattform.example');
    expect(parsed.from?.value).toEqual([{ name: 'Fahrschule Hélène', address: 'noreply@plattform.example' }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'helene@fahrschule.example' }]);
    expect(parsed.subject).toBe(`Bestätigung: ${label} am ${formatSwissDate(start)} um ${formatSwissTime(start)}`);
    expect(parsed.text).toContain('Hallo Lena');
    expect(parsed.text).toContain(
      `von ${formatSwissTime(start)} bis ${formatSwissTime(new Date(start.getTime() + 3_600_000))}, Bahnhof Bern ist bestätigt.`,
    );
    expect(parsed.text).toContain('Hélène Chef');
    expect(parsed.html).toContain('<html lang="de">');
    expect(parsed.html).toContain('<p>Hallo Lena</p>');
    expect(parsed.headers.get('content-language')).toBe('de-CH');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@app\.plattform\.example>$/);
    // The lesson as an iCalendar file, in Zurich time.
    const [ics] = parsed.attachments;
    expect(ics).toMatchObject({ filename: 'rendez-vous.ics', contentType: 'text/calendar' });
    const calendar = ics?.content.toString('utf8') ?? '';
    expect(calendar).toContain('SUMMARY:Leçon\r\n');
    expect(calendar).toContain('LOCATION:Bahnhof Bern');
    expect(calendar).toContain('BEGIN:VTIMEZONE');
    expect(calendar).toContain('DTSTART;TZID=Europe/Zurich:');

    // The lesson's reminders wait for their time; one confirmation.
    const entries = (await logOf('head@demo.ch', email)).filter((entry) => entry.kind === 'confirmation');
    expect(entries).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'confirmation',
        status: 'sent',
        failure: null,
        subject: parsed.subject,
        sender: 'Hélène Chef',
        student: { id: studentId, name: 'Lena Keller' },
      }),
    ]);
    expect(parsed.messageId).toBe(`<${entries[0]?.id}@app.plattform.example>`);

    // Nothing is planned or sent twice.
    await app().jobRunner.drain();
    expect(smtp().to(email)).toHaveLength(1);
    const again = await logOf('head@demo.ch', email);
    expect(again.filter((entry) => entry.kind === 'confirmation')).toHaveLength(1);
    expect(again.every((entry) => entry.kind === 'confirmation' || entry.status === 'planned')).toBe(true);
  });

  it('tells a student added to an appointment, not the one already on it', async () => {
    const first = 'anna.first@example.com';
    const second = 'luca.second@example.com';
    const firstId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Anna', email: first, language: 'fr' });
    const secondId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Luca', email: second, language: 'it' });
    const course = await headLesson();
    const start = hoursFromNow(24 * 8);
    const booked = await book('head@demo.ch', start, { courseId: course.id, studentIds: [firstId] });
    await app().jobRunner.drain();
    expect(smtp().to(first)).toHaveLength(1);

    const shown = (await call('head@demo.ch', 'GET', `/api/appointments/${booked.id}`)).json().data;
    const changed = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, {
      title: 'Leçon sur autoroute',
      start: shown.start,
      end: shown.end,
      courseId: course.id,
      studentIds: [firstId, secondId],
      allowOverlap: true,
      version: shown.version,
    });
    expect(changed.statusCode).toBe(200);
    await app().jobRunner.drain();
    expect(smtp().to(first)).toHaveLength(1);
    expect(smtp().to(second)).toHaveLength(1);
    expect(smtp().to(second)[0]?.parsed.subject).toMatch(/^Conferma: /);
    expect(smtp().to(second)[0]?.parsed.headers.get('content-language')).toBe('it-CH');
  });

  it('confirms a booking without a course as the monitor who never saved his settings sees them', async () => {
    const email = 'gianni.nocourse@example.com';
    const studentId = await createStudentAs(app, 'monitor@demo.ch', { firstname: 'Gianni', email, language: null });
    // Marco has no settings of his own (nor the licence to make them): the defaults hold.
    const [settings] = await queryRows(
      t(),
      "select count(*)::int as count from communication_settings s join users u on u.id = s.owner_id where u.email = 'monitor@demo.ch'",
    );
    expect(settings?.count).toBe(0);
    await book('monitor@demo.ch', hoursFromNow(24 * 9), { courseId: null, studentIds: [studentId] });
    await app().jobRunner.drain();
    const mails = smtp().to(email);
    expect(mails).toHaveLength(1);
    // No language of his own: the monitor's (Italian).
    expect(mails[0]?.parsed.headers.get('content-language')).toBe('it-CH');
  });
});
