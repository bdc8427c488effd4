import { eq, sql } from 'drizzle-orm';
import { creditPeriod } from '../../modules/communications';
import type { Db } from '../client';
import { communicationSettings, messages, smsCreditAccounts, studentMonitors, students } from '../schema';

const HOUR_MS = 3_600_000;

/**
 * The demo's communications: the head's settings (WhatsApp link, confirmations, reminders), a
 * pack of SMS credits for the school, a log with sent, delivered, failed and interrupted
 * messages, and the seeded appointments taken as already announced, so the first start plans
 * their reminders without confirming each one again.
 */
export async function seedDemoCommunications(
  db: Db,
  head: { id: string; schoolId: string | null; email: string },
  now: Date,
): Promise<void> {
  await db.insert(communicationSettings).values({
    ownerId: head.id,
    schoolId: head.schoolId,
    whatsappLink: true,
    confirmEmail: true,
    confirmSms: true,
    remindEmail: true,
    remindEmailDays: 3,
    remindSms: true,
    remindSmsDays: 1,
    defaultLessonPriceCentimes: 10_000,
    senderName: 'Auto-école Demo',
    senderAddress: head.email,
    version: 2,
  });
  if (head.schoolId) {
    await db.insert(smsCreditAccounts).values({
      payerId: head.schoolId,
      period: creditPeriod(now),
      packBalance: 5_000,
    });
  }
  const [student] = await db
    .select({ id: students.id, email: students.email, mobile: students.mobile, firstname: students.firstname })
    .from(students)
    .innerJoin(studentMonitors, eq(studentMonitors.studentId, students.id))
    .where(eq(studentMonitors.monitorId, head.id))
    .orderBy(students.name, students.firstname)
    .limit(1);
  if (student) {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
    const common = { ownerId: head.id, schoolId: head.schoolId, senderId: head.id, studentId: student.id, attempts: 1 };
    const email = student.email ?? 'eleve@example.ch';
    const mobile = student.mobile ?? '+41791234567';
    await db.insert(messages).values([
      {
        ...common,
        channel: 'email',
        kind: 'confirmation',
        recipient: email,
        subject: 'Confirmation : Leçon de conduite',
        body: `Bonjour ${student.firstname},\n\nVotre leçon de conduite est confirmée.`,
        status: 'sent',
        via: 'local',
        plannedAt: at(50),
        sentAt: at(50),
        createdAt: at(50),
      },
      {
        ...common,
        channel: 'sms',
        kind: 'reminder',
        recipient: mobile,
        body: `Bonjour ${student.firstname}, rappel : leçon de conduite demain à 08:00.`,
        status: 'delivered',
        via: 'product',
        credits: 100,
        plannedAt: at(26),
        sentAt: at(26),
        deliveredAt: at(26),
        createdAt: at(26),
      },
      {
        ...common,
        channel: 'email',
        kind: 'reminder',
        recipient: 'ancienne-adresse@example.invalid',
        subject: 'Rappel : Leçon de conduite',
        body: `Bonjour ${student.firstname},\n\nNous vous rappelons votre leçon de conduite.`,
        status: 'failed',
        failure: 'rejected',
        via: 'local',
        plannedAt: at(5),
        createdAt: at(5),
      },
      {
        ...common,
        channel: 'sms',
        kind: 'confirmation',
        recipient: mobile,
        body: `Leçon de conduite confirmée. Auto-école Demo`,
        status: 'unknown',
        failure: 'interrupted',
        via: 'product',
        plannedAt: at(2),
        createdAt: at(2),
      },
    ]);
  }
  await db.execute(sql`
    insert into appointment_notices (appointment_id, student_id, monitor_id, school_id, lesson, location, confirmations, starts_at, ends_at, all_day)
    select a.id, x.student_id, c.owner_id, a.school_id, coalesce(k.label, a.title), a.location,
      case when k.id is not null then jsonb_build_object('email', (k.confirmations->>'email')::boolean, 'sms', (k.confirmations->>'sms')::boolean) end,
      a.starts_at, a.ends_at, a.all_day
    from appointments a
    join appointment_students x on x.appointment_id = a.id
    join calendars c on c.id = a.calendar_id
    left join courses k on k.id = a.course_id
    on conflict do nothing`);
}
