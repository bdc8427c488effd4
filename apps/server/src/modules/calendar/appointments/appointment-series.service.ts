import {
  type Appointment,
  type AppointmentCreateInput,
  type AppointmentUpdateInput,
  MAX_SERIES_OCCURRENCES,
  type SeriesScope,
  shiftOccurrence,
  weeklyOccurrences,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import { requireRight } from '../../../kernel/rights';
import { StaleVersionError, ValidationError } from '../../../lib/errors';
import { deleteOccurrences, findOccurrencesFrom, insertSeries } from './appointment-series.repo';
import { type AppointmentRow, insertAppointment, updateAppointmentRow } from './appointments.repo';
import {
  appointmentValues,
  createAppointment,
  deleteAppointment,
  lockFreeResources,
  type PreparedBooking,
  prepareBooking,
  present,
  updateAppointment,
  writeBookings,
} from './appointments.service';

const atInstants = <T extends { start: string; end: string }>(input: T, when: { start: Date; end: Date }): T => ({
  ...input,
  start: when.start.toISOString(),
  end: when.end.toISOString(),
});

/**
 * Books an appointment, or a weekly series of them: every occurrence is checked like a booking
 * of its own (course dates, free resources) and the series is written whole or not at all.
 */
export async function bookAppointment(db: Db, actor: Actor, input: AppointmentCreateInput): Promise<Appointment> {
  const { repeatWeeklyUntil, ...appointment } = input;
  if (!repeatWeeklyUntil) return createAppointment(db, actor, appointment);
  const occurrences = weeklyOccurrences(
    { start: new Date(appointment.start), end: new Date(appointment.end), allDay: appointment.allDay },
    repeatWeeklyUntil,
  );
  if (occurrences.length > MAX_SERIES_OCCURRENCES) {
    throw new ValidationError([
      {
        field: 'body.repeatWeeklyUntil',
        rule: 'series_too_long',
        message: `a series holds at most ${MAX_SERIES_OCCURRENCES} weeks`,
      },
    ]);
  }
  const bookings: PreparedBooking[] = [];
  for (const occurrence of occurrences) {
    bookings.push(await prepareBooking(db, actor, atInstants(appointment, occurrence)));
  }
  const first = await writeBookings(db, actor, bookings, [], async (tx) => {
    const seriesId = await insertSeries(tx, repeatWeeklyUntil);
    const rows: AppointmentRow[] = [];
    for (const booking of bookings) {
      await lockFreeResources(tx, actor, booking);
      rows.push(
        await insertAppointment(
          tx,
          { ownerId: actor.userId, schoolId: actor.schoolId, seriesId, ...appointmentValues(appointment, booking) },
          { ...booking.resources, studentIds: booking.studentIds },
        ),
      );
    }
    return rows[0] as AppointmentRow;
  });
  return present(db, first);
}

/**
 * Changes one occurrence, or this one and the following ones of its series: each later one is
 * moved by the same days to the new time and gets the new details, keeping its own paid flag.
 * Past occurrences are never rewritten: they are lessons given.
 */
export async function changeAppointment(
  db: Db,
  actor: Actor,
  id: string,
  input: AppointmentUpdateInput,
): Promise<Appointment> {
  const current = await requireAccess(db, actor, 'appointment.write', id);
  if (input.scope === 'occurrence' || !current.seriesId) return updateAppointment(db, actor, id, input);
  const edited = {
    before: { start: current.startsAt, end: current.endsAt, allDay: current.allDay },
    after: { start: new Date(input.start), end: new Date(input.end), allDay: input.allDay },
  };
  const occurrences = await findOccurrencesFrom(db, current.seriesId, current.startsAt);
  const changes: { row: AppointmentRow; booking: PreparedBooking; version: number; paid: boolean }[] = [];
  for (const row of occurrences) {
    await requireAccess(db, actor, 'calendar.book', row.calendarId);
    const when = row.id === id ? edited.after : shiftOccurrence({ start: row.startsAt, end: row.endsAt }, edited);
    changes.push({
      row,
      booking: await prepareBooking(db, actor, atInstants(input, when), row),
      version: row.id === id ? input.version : row.version,
      paid: row.id === id ? input.paid : row.paid,
    });
  }
  // The occurrences move together: none is judged against where another one was.
  const moving = changes.map((change) => change.row.id);
  const updated = await writeBookings(
    db,
    actor,
    changes.map((change) => change.booking),
    moving,
    async (tx) => {
      let editedRow: AppointmentRow | undefined;
      for (const change of changes) {
        await lockFreeResources(tx, actor, change.booking, moving);
        const row = await updateAppointmentRow(
          tx,
          change.row.id,
          change.version,
          { ...appointmentValues(input, change.booking), paid: change.paid },
          { ...change.booking.resources, studentIds: change.booking.studentIds },
        );
        if (!row) throw new StaleVersionError();
        if (row.id === id) editedRow = row;
      }
      return editedRow as AppointmentRow;
    },
  );
  return present(db, updated);
}

/** Deletes one occurrence, or this one and the following ones of its series. */
export async function removeAppointment(db: Db, actor: Actor, id: string, scope: SeriesScope): Promise<void> {
  requireRight(actor, 'createAppointments');
  const current = await requireAccess(db, actor, 'appointment.write', id);
  if (scope === 'occurrence' || !current.seriesId) return deleteAppointment(db, actor, id);
  const occurrences = await findOccurrencesFrom(db, current.seriesId, current.startsAt);
  for (const calendarId of new Set(occurrences.map((row) => row.calendarId))) {
    await requireAccess(db, actor, 'calendar.book', calendarId);
  }
  await deleteOccurrences(
    db,
    occurrences.map((row) => row.id),
  );
}
