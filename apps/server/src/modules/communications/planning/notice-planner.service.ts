import { formatSwissDate, formatSwissTime, personName, renderTemplate } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { serverTexts } from '../../../lib/server-texts';
import { cancelPlannedMessages, type NewMessage } from '../sending/messages.repo';
import { queueMessages } from '../sending/queue-messages';
import { findSettingsOf, type SettingsRow } from '../settings/communication-settings.repo';
import { choicesOf } from '../settings/communication-settings.service';
import {
  deleteNotice,
  dequeueAppointments,
  findDefaultTemplates,
  findMonitors,
  findNoticeAppointments,
  findNoticeStudents,
  findNoticeStudentsByIds,
  findNoticesOf,
  findTemplates,
  type Notice,
  saveNotice,
  takeQueuedAppointments,
} from './notices.repo';

type Appointment = Awaited<ReturnType<typeof findNoticeAppointments>>[number];
type Student = Awaited<ReturnType<typeof findNoticeStudentsByIds>>[number];
type Monitor = Awaited<ReturnType<typeof findMonitors>>[number];
type Template = Awaited<ReturnType<typeof findTemplates>>[number];
type Change = 'booked' | 'moved' | 'cancelled';

/** Appointments planned per transaction. */
const BATCH = 100;
/** A reminder "0 days before" goes this long before the start. */
const SAME_DAY_LEAD_MS = 2 * 3_600_000;

interface Moment {
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
}

/** What a notice is about: the appointment, or what was kept of it once it is gone. */
interface Subject extends Moment {
  appointmentId: string;
  lesson: string;
  location: string | null;
  /** The course's choice; none without a course (or once the appointment is gone): the monitor's settings. */
  confirmations: { email: boolean; sms: boolean } | null;
}

/** The confirmation a change calls for, on each channel the course (or the monitor) asks for. */
function confirmations(
  change: Change,
  subject: Subject,
  student: Student,
  monitor: Monitor | undefined,
  settings: SettingsRow | undefined,
): NewMessage[] {
  const moment = subject;
  const choices = choicesOf(settings);
  const wants = subject.confirmations ?? { email: choices.confirmEmail, sms: choices.confirmSms };
  const texts = serverTexts(student.language ?? monitor?.language, 'communications-notices');
  const values = {
    lesson: subject.lesson,
    date: formatSwissDate(moment.startsAt),
    start: moment.allDay ? '' : formatSwissTime(moment.startsAt),
    end: moment.allDay ? '' : formatSwissTime(moment.endsAt),
    place: subject.location ? texts('at', { place: subject.location }) : '',
    firstname: student.firstname,
    monitor: monitor ? personName(monitor) : '',
  };
  const key = (channel: string) =>
    `confirmation:${change}:${subject.appointmentId}:${student.id}:${channel}:${moment.startsAt.toISOString()}`;
  const messages: NewMessage[] = [];
  if (wants.email && student.email) {
    messages.push({
      channel: 'email',
      kind: 'confirmation',
      recipient: student.email,
      subject: texts(`${change}Subject`, values),
      body: texts(`${change}Text`, values),
      dedupeKey: key('email'),
      status: 'planned',
    });
  }
  if (wants.sms && student.mobile) {
    messages.push({
      channel: 'sms',
      kind: 'confirmation',
      recipient: student.mobile,
      body: texts(`${change}Sms`, values),
      dedupeKey: key('sms'),
      status: 'planned',
    });
  }
  return messages;
}

/** The reminders of a student's appointment, each at its template's days before; none already due. */
function reminders(
  appointment: Appointment,
  lesson: string,
  student: Student,
  monitor: Monitor | undefined,
  settings: SettingsRow | undefined,
  templates: Array<{ template: Template; channel: 'email' | 'sms' }>,
  now: Date,
  /** The signed link that cancels a lesson the student booked himself (e-mail reminders carry it). */
  cancelLink: string | undefined,
): NewMessage[] {
  const language = student.language ?? monitor?.language ?? 'fr';
  const texts = serverTexts(language, 'communications-notices');
  return templates.flatMap(({ template, channel }) => {
    const lead = template.daysBefore > 0 ? template.daysBefore * 86_400_000 : SAME_DAY_LEAD_MS;
    const plannedAt = new Date(appointment.startsAt.getTime() - lead);
    const recipient = channel === 'email' ? student.email : student.mobile;
    if (plannedAt <= now || !recipient) return [];
    const rendered = renderTemplate(
      template.text,
      {
        appointment: {
          start: appointment.startsAt,
          end: appointment.endsAt,
          allDay: appointment.allDay,
          place: appointment.location,
          title: appointment.title,
          description: appointment.description,
        },
        lesson,
        student: { name: student.name, firstname: student.firstname },
        whatsappNumber: settings?.whatsappLink ? monitor?.mobile : null,
      },
      language as 'fr',
    );
    const body =
      channel === 'email' && cancelLink
        ? `${rendered}\n\n${texts('reminderCancelLink', { link: cancelLink })}`
        : rendered;
    return [
      {
        channel,
        kind: 'reminder' as const,
        recipient,
        subject:
          channel === 'email'
            ? texts('reminderSubject', {
                lesson,
                date: formatSwissDate(appointment.startsAt),
                start: appointment.allDay ? '' : formatSwissTime(appointment.startsAt),
              })
            : null,
        body,
        plannedAt,
        dedupeKey: `reminder:${appointment.id}:${student.id}:${template.id}:${channel}:${plannedAt.toISOString()}`,
        status: 'planned' as const,
      },
    ];
  });
}

function subjectOf(appointment: Appointment): Subject {
  return {
    appointmentId: appointment.id,
    lesson: appointment.courseLabel ?? appointment.title,
    location: appointment.location,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    allDay: appointment.allDay,
    confirmations: appointment.confirmations,
  };
}

function subjectOfNotice(notice: Notice, appointment: Appointment | undefined): Subject {
  return {
    appointmentId: notice.appointmentId,
    lesson: notice.lesson,
    location: notice.location,
    startsAt: notice.startsAt,
    endsAt: notice.endsAt,
    allDay: notice.allDay,
    confirmations: appointment?.confirmations ?? notice.confirmations,
  };
}

/**
 * The reminder templates of an appointment: its course's, or without a course its monitor's
 * defaults on the channels his settings remind on.
 */
function templatesFor(
  appointment: Appointment,
  courseTemplates: Template[],
  defaults: Template[],
  settings: SettingsRow | undefined,
) {
  if (!appointment.courseLabel) {
    const choices = choicesOf(settings);
    const reminds = { email: choices.remindEmail, sms: choices.remindSms };
    return defaults
      .filter((template) => template.ownerId === appointment.monitorId)
      .flatMap((template) =>
        template.channels
          .filter((channel) => reminds[channel as 'email' | 'sms'])
          .map((channel) => ({ template, channel: channel as 'email' | 'sms' })),
      );
  }
  const pick = (id: string | null, channel: 'email' | 'sms') =>
    courseTemplates.filter((template) => template.id === id).map((template) => ({ template, channel }));
  return [...pick(appointment.emailReminderId, 'email'), ...pick(appointment.smsReminderId, 'sms')];
}

/**
 * Plans what the students of changed appointments are told (one batch, in one transaction with
 * the messages and their jobs): a confirmation when an appointment is booked for them, moved or
 * cancelled, as its course asks; reminders by the course's templates, re-planned when it moves,
 * cancelled when it goes. Planning the same change twice writes nothing twice (dedupe keys).
 * Answers how many appointments it planned.
 */
export async function planAppointmentNotices(
  deps: Pick<Deps, 'db' | 'jobs' | 'secrets' | 'publicUrl' | 'reminderLinks'>,
  now = new Date(),
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const ids = await takeQueuedAppointments(tx, BATCH);
    if (ids.length === 0) return 0;
    const [found, onAppointments, previous] = await Promise.all([
      findNoticeAppointments(tx, ids),
      findNoticeStudents(tx, ids),
      findNoticesOf(tx, ids),
    ]);
    // Copies of external calendars are nobody's lessons: their students are never told.
    const byId = new Map(found.filter((a) => a.calendarProvider === 'local').map((a) => [a.id, a]));
    const current = onAppointments.filter((student) => byId.has(student.appointmentId));
    const cancelLinks = await deps.reminderLinks({ db: tx, secrets: deps.secrets, publicUrl: deps.publicUrl }, [
      ...byId.keys(),
    ]);
    const departed = previous.filter(
      (notice) => !current.some((s) => s.appointmentId === notice.appointmentId && s.id === notice.studentId),
    );
    const monitorIds = [
      ...new Set([...[...byId.values()].map((a) => a.monitorId), ...departed.map((n) => n.monitorId)]),
    ];
    const [monitors, settings, courseTemplates, defaults, departedStudents] = await Promise.all([
      findMonitors(tx, monitorIds),
      findSettingsOf(tx, monitorIds),
      findTemplates(
        tx,
        [...byId.values()].flatMap((a) => [a.emailReminderId, a.smsReminderId]).filter((id): id is string => !!id),
      ),
      findDefaultTemplates(tx, monitorIds),
      findNoticeStudentsByIds(tx, [...new Set(departed.map((notice) => notice.studentId))]),
    ]);
    const monitorOf = (id: string) => monitors.find((monitor) => monitor.id === id);
    const settingsOf = (id: string) => settings.find((row) => row.ownerId === id);
    const messages: NewMessage[] = [];
    const addressed = (
      list: NewMessage[],
      who: { monitorId: string; schoolId: string | null },
      studentId: string,
      appointmentId: string,
      language: string | null,
    ) =>
      list.map((message) => ({
        ...message,
        ownerId: who.monitorId,
        senderId: who.monitorId,
        schoolId: who.schoolId,
        studentId,
        appointmentId,
        language,
      }));

    for (const notice of departed) {
      // The appointment went, or the student was taken off it.
      await cancelPlannedMessages(tx, notice.appointmentId, notice.studentId);
      await deleteNotice(tx, notice.appointmentId, notice.studentId);
      const student = departedStudents.find((s) => s.id === notice.studentId);
      if (!student || notice.startsAt <= now) continue;
      const subject = subjectOfNotice(notice, byId.get(notice.appointmentId));
      const monitor = monitorOf(notice.monitorId);
      messages.push(
        ...addressed(
          confirmations('cancelled', subject, student, monitor, settingsOf(notice.monitorId)),
          notice,
          student.id,
          notice.appointmentId,
          student.language ?? monitor?.language ?? null,
        ),
      );
    }

    for (const appointment of byId.values()) {
      const subject = subjectOf(appointment);
      const monitor = monitorOf(appointment.monitorId);
      const templates = templatesFor(appointment, courseTemplates, defaults, settingsOf(appointment.monitorId));
      for (const student of current.filter((s) => s.appointmentId === appointment.id)) {
        const notice = previous.find((n) => n.appointmentId === appointment.id && n.studentId === student.id);
        const moved =
          !!notice &&
          (notice.startsAt.getTime() !== appointment.startsAt.getTime() ||
            notice.endsAt.getTime() !== appointment.endsAt.getTime());
        if (moved) await cancelPlannedMessages(tx, appointment.id, student.id);
        const who = { monitorId: appointment.monitorId, schoolId: appointment.schoolId };
        if (appointment.startsAt > now && (!notice || moved)) {
          const change = notice ? 'moved' : 'booked';
          messages.push(
            ...addressed(
              confirmations(change, subject, student, monitor, settingsOf(appointment.monitorId)),
              who,
              student.id,
              appointment.id,
              student.language ?? monitor?.language ?? null,
            ),
          );
        }
        messages.push(
          ...addressed(
            reminders(
              appointment,
              subject.lesson,
              student,
              monitor,
              settingsOf(appointment.monitorId),
              templates,
              now,
              cancelLinks.get(`${appointment.id}:${student.id}`),
            ),
            who,
            student.id,
            appointment.id,
            student.language ?? monitor?.language ?? null,
          ),
        );
        await saveNotice(tx, {
          appointmentId: appointment.id,
          studentId: student.id,
          monitorId: appointment.monitorId,
          schoolId: appointment.schoolId,
          lesson: subject.lesson,
          location: appointment.location,
          confirmations: appointment.confirmations
            ? { email: appointment.confirmations.email, sms: appointment.confirmations.sms }
            : null,
          startsAt: appointment.startsAt,
          endsAt: appointment.endsAt,
          allDay: appointment.allDay,
        });
      }
    }
    await queueMessages(deps.jobs, tx, messages);
    await dequeueAppointments(tx, ids);
    return ids.length;
  });
}
