import { formatSwissDate, formatSwissTime } from '@ds/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  communicationsCalls,
  hoursFromNow,
  type LogEntry,
  queryRows,
  useAppWithSmtpCapture,
} from '../../test/communications';
import { lessonCoursePayload } from '../../test/course-test-data';
import { createStudentAs } from '../../test/student-test-data';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A lesson course of the head's with e-mail confirmations and the given e-mail reminder. */
const lessonCourse = (label: string, emailReminderId: string) =>
  lessonCoursePayload({ label, abbreviation: 'REM', confirm: ['email'], emailReminderId });

describe('reminders planned, moved, cancelled and sent', () => {
  const { app: t, smtp } = useAppWithSmtpCapture();
  const { call, book, logOf } = communicationsCalls(t);
  const app = () => t().app;
  let threeDays: { id: string };
  let sameDay: { id: string };

  beforeAll(async () => {
    const template = async (name: string, daysBefore: number) => {
      const created = await call('head@demo.ch', 'POST', '/api/reminders', {
        name,
        text: 'Erinnerung für {firstname}: {lesson} am {date} um {start}, {place}.',
        channels: ['email'],
        daysBefore,
      });
      expect(created.statusCode).toBe(201);
      const course = await call('head@demo.ch', 'POST', '/api/courses', lessonCourse(name, created.json().data.id));
      expect(course.statusCode).toBe(201);
      return course.json().data as { id: string };
    };
    threeDays = await template('Fahrstunde 3T', 3);
    sameDay = await template('Fahrstunde 0T', 0);
  });

  const student = (email: string) =>
    createStudentAs(app, 'head@demo.ch', { firstname: 'Jonas', name: 'Weber', email, language: 'de' });
  const byKind = (entries: LogEntry[], kind: string, status?: string) =>
    entries.filter((entry) => entry.kind === kind && (!status || entry.status === status));

  it('plans a reminder at its days before, moves it with the appointment and cancels it with it', async () => {
    const email = 'jonas.move@example.com';
    const studentId = await student(email);
    const start = hoursFromNow(24 * 10);
    const booked = await book('head@demo.ch', start, { courseId: threeDays.id, studentIds: [studentId] });
    await app().jobRunner.drain();

    let entries = await logOf('head@demo.ch', email);
    expect(byKind(entries, 'reminder')).toEqual([
      expect.objectContaining({
        status: 'planned',
        plannedAt: new Date(start.getTime() - 3 * DAY_MS).toISOString(),
        subject: `Erinnerung: Fahrstunde 3T am ${formatSwissDate(start)} um ${formatSwissTime(start)}`,
        body: `Erinnerung für Jonas: Fahrstunde 3T am ${formatSwissDate(start)} um ${formatSwissTime(start)}, .`,
      }),
    ]);
    expect(byKind(entries, 'confirmation', 'sent')).toHaveLength(1);
    // Only the confirmation left: the reminder waits for its time.
    expect(
      smtp()
        .to(email)
        .map((mail) => mail.parsed.subject),
    ).toEqual([expect.stringMatching(/^Bestätigung: /)]);

    const moved = new Date(start.getTime() + DAY_MS + HOUR_MS);
    const shown = (await call('head@demo.ch', 'GET', `/api/appointments/${booked.id}`)).json().data;
    const changed = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, {
      title: shown.title,
      start: moved.toISOString(),
      end: new Date(moved.getTime() + HOUR_MS).toISOString(),
      courseId: threeDays.id,
      studentIds: [studentId],
      allowOverlap: true,
      version: shown.version,
    });
    expect(changed.statusCode).toBe(200);
    await app().jobRunner.drain();
    entries = await logOf('head@demo.ch', email);
    expect(byKind(entries, 'reminder').map((entry) => [entry.status, entry.plannedAt])).toEqual([
      ['planned', new Date(moved.getTime() - 3 * DAY_MS).toISOString()],
      ['cancelled', new Date(start.getTime() - 3 * DAY_MS).toISOString()],
    ]);
    const movedMail = smtp().to(email)[1]?.parsed;
    expect(movedMail?.subject).toBe(
      `Termin verschoben: Fahrstunde 3T am ${formatSwissDate(moved)} um ${formatSwissTime(moved)}`,
    );
    expect(movedMail?.text).toContain(`auf den ${formatSwissDate(moved)} von ${formatSwissTime(moved)}`);

    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(200);
    await app().jobRunner.drain();
    entries = await logOf('head@demo.ch', email);
    expect(byKind(entries, 'reminder').map((entry) => entry.status)).toEqual(['cancelled', 'cancelled']);
    expect(
      smtp()
        .to(email)
        .map((mail) => mail.parsed.subject),
    ).toEqual([
      expect.stringMatching(/^Bestätigung: /),
      expect.stringMatching(/^Termin verschoben: /),
      `Termin abgesagt: Fahrstunde 3T vom ${formatSwissDate(moved)}`,
    ]);

    // Draining again changes nothing.
    await app().jobRunner.drain();
    expect(smtp().to(email)).toHaveLength(3);
    expect(await logOf('head@demo.ch', email)).toHaveLength(entries.length);
  });

  it('follows the course when its appointment is deleted: no cancellation mail for a course without e-mail confirmations', async () => {
    const quiet = await call(
      'head@demo.ch',
      'POST',
      '/api/courses',
      lessonCoursePayload({ label: 'Fahrstunde still', abbreviation: 'REM', confirm: ['paper'] }),
    );
    expect(quiet.statusCode).toBe(201);
    const email = 'jonas.quiet@example.com';
    const studentId = await student(email);
    const booked = await book('head@demo.ch', hoursFromNow(24 * 5), {
      courseId: quiet.json().data.id,
      studentIds: [studentId],
    });
    await app().jobRunner.drain();
    expect((await call('head@demo.ch', 'DELETE', `/api/appointments/${booked.id}`)).statusCode).toBe(200);
    await app().jobRunner.drain();
    // The head's own settings confirm by e-mail; the course does not, and it decides.
    expect(smtp().to(email)).toEqual([]);
    expect(await logOf('head@demo.ch', email)).toEqual([]);
  });

  it('cancels the reminder of a student taken off the appointment, and tells him', async () => {
    const leaving = 'jonas.leaves@example.com';
    const staying = 'jonas.stays@example.com';
    const leavingId = await student(leaving);
    const stayingId = await student(staying);
    const start = hoursFromNow(24 * 12);
    const booked = await book('head@demo.ch', start, { courseId: threeDays.id, studentIds: [leavingId, stayingId] });
    await app().jobRunner.drain();
    const shown = (await call('head@demo.ch', 'GET', `/api/appointments/${booked.id}`)).json().data;
    const changed = await call('head@demo.ch', 'PUT', `/api/appointments/${booked.id}`, {
      title: shown.title,
      start: shown.start,
      end: shown.end,
      courseId: threeDays.id,
      studentIds: [stayingId],
      allowOverlap: true,
      version: shown.version,
    });
    expect(changed.statusCode).toBe(200);
    await app().jobRunner.drain();
    expect(byKind(await logOf('head@demo.ch', leaving), 'reminder').map((entry) => entry.status)).toEqual([
      'cancelled',
    ]);
    expect(byKind(await logOf('head@demo.ch', staying), 'reminder').map((entry) => entry.status)).toEqual(['planned']);
    expect(
      smtp()
        .to(leaving)
        .map((mail) => mail.parsed.subject),
    ).toEqual([expect.stringMatching(/^Bestätigung: /), expect.stringMatching(/^Termin abgesagt: /)]);
    expect(smtp().to(staying)).toHaveLength(1);
  });

  it('plans a same-day reminder two hours before, none when that moment has passed, and sends it when due', async () => {
    const late = 'jonas.late@example.com';
    const early = 'jonas.early@example.com';
    const lateId = await student(late);
    const earlyId = await student(early);
    await book('head@demo.ch', hoursFromNow(1), { courseId: sameDay.id, studentIds: [lateId] });
    const start = hoursFromNow(5);
    await book('head@demo.ch', start, { courseId: sameDay.id, studentIds: [earlyId], location: 'Zytglogge' });
    await app().jobRunner.drain();

    expect(byKind(await logOf('head@demo.ch', late), 'reminder')).toEqual([]);
    const [reminder] = byKind(await logOf('head@demo.ch', early), 'reminder');
    expect(reminder).toMatchObject({
      status: 'planned',
      plannedAt: new Date(start.getTime() - 2 * HOUR_MS).toISOString(),
    });

    // Its time comes (the job's start moved to now rather than the clock three hours on).
    await queryRows(t(), `update pgboss.job set start_after = now() where data->>'messageId' = $1`, [reminder?.id]);
    await app().jobRunner.drain();
    const mails = smtp().to(early);
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      expect.stringMatching(/^Bestätigung: /),
      `Erinnerung: Fahrstunde 0T am ${formatSwissDate(start)} um ${formatSwissTime(start)}`,
    ]);
    expect(mails[1]?.parsed.text?.trim()).toBe(
      `Erinnerung für Jonas: Fahrstunde 0T am ${formatSwissDate(start)} um ${formatSwissTime(start)}, Zytglogge.`,
    );
    expect(mails[1]?.parsed.headers.get('content-language')).toBe('de-CH');
    expect(byKind(await logOf('head@demo.ch', early), 'reminder', 'sent')).toHaveLength(1);
  });
});
