import { schoolDateTime } from '@ds/domain';
import type { Db } from '../client';
import { appointmentInfrastructures, appointmentStudents, appointments, appointmentVehicles } from '../schema';
import type { DemoCatalogue } from './demo-catalogue';
import { dayFromNow } from './demo-catalogue';

/**
 * A few bookings of the school head around today: past lessons (one on the training ground),
 * a VKU evening in the classroom and tomorrow's lesson. The calendar feature adds the full
 * two-week schedule with students.
 */
export async function seedDemoAppointments(
  db: Db,
  head: { id: string; schoolId: string | null; calendarId: string },
  catalogue: DemoCatalogue,
  /** The head's students, given to his personal lessons (which need one). */
  lessonStudentIds: string[],
) {
  const owned = { ownerId: head.id, schoolId: head.schoolId, calendarId: head.calendarId };
  const [golf] = catalogue.vehicleIds;
  const plan = [
    {
      day: -3,
      from: '08:00',
      to: '09:00',
      title: 'Leçon – manœuvres',
      courseId: catalogue.lessonId,
      infrastructureId: catalogue.groundId,
      vehicleId: golf,
      paid: true,
      location: 'Romanel-sur-Lausanne',
    },
    {
      day: -1,
      from: '17:30',
      to: '18:30',
      title: 'Leçon – circulation en ville',
      courseId: catalogue.lessonId,
      vehicleId: golf,
      paid: false,
      location: 'Lausanne, Place de la Riponne',
    },
    {
      day: -2,
      from: '18:00',
      to: '20:00',
      title: 'VKU – soirée 1',
      courseId: catalogue.vkuId,
      infrastructureId: catalogue.classroomId,
      paid: true,
      location: 'Lausanne, Avenue de la Gare 1',
    },
    {
      day: 1,
      from: '10:00',
      to: '11:00',
      title: 'Leçon – autoroute',
      courseId: catalogue.lessonId,
      vehicleId: golf,
      paid: false,
      location: 'Lausanne, Gare CFF',
    },
  ];
  // Coming lessons go to the first students (student@demo.ch's record comes first), past ones to the last.
  let coming = 0;
  let past = 0;
  for (const entry of plan) {
    const day = dayFromNow(entry.day);
    const [row] = await db
      .insert(appointments)
      .values({
        ...owned,
        title: entry.title,
        startsAt: schoolDateTime(day, entry.from),
        endsAt: schoolDateTime(day, entry.to),
        location: entry.location,
        courseId: entry.courseId,
        paid: entry.paid,
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('demo appointment not written');
    if (entry.infrastructureId) {
      await db
        .insert(appointmentInfrastructures)
        .values({ appointmentId: row.id, infrastructureId: entry.infrastructureId });
    }
    if (entry.vehicleId)
      await db.insert(appointmentVehicles).values({ appointmentId: row.id, vehicleId: entry.vehicleId });
    if (entry.courseId !== catalogue.lessonId) continue;
    const studentId =
      entry.day >= 0 ? lessonStudentIds[coming++] : lessonStudentIds[lessonStudentIds.length - 1 - past++];
    if (studentId) await db.insert(appointmentStudents).values({ appointmentId: row.id, studentId });
  }
}
