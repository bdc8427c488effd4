import { schoolDateTime } from '@ds/domain';
import type { Db } from '../client';
import { appointmentInfrastructures, appointmentStudents, appointments, appointmentVehicles } from '../schema';
import type { DemoCatalogue } from './demo-catalogue';
import { dayFromNow } from './demo-catalogue';
import { demoSchedule } from './demo-schedule';

export interface DemoTeacher {
  id: string;
  schoolId: string | null;
  calendarId: string;
  /** His personal lesson course (each monitor has his own). */
  lessonId: string;
  /** His students, those with a login first; a negative position counts from the end. */
  studentIds: string[];
}

/** The two-week demo schedule of the head and monitor@demo.ch (see demoSchedule). */
export async function seedDemoAppointments(
  db: Db,
  teachers: { head: DemoTeacher; monitor: DemoTeacher },
  catalogue: DemoCatalogue,
  now = new Date(),
) {
  const [golf, yaris] = catalogue.vehicleIds;
  const vehicleIds = { golf, yaris };
  const infrastructureIds = { ground: catalogue.groundId, classroom: catalogue.classroomId };
  for (const booking of demoSchedule(now)) {
    const teacher = teachers[booking.owner];
    const day = dayFromNow(booking.day, now);
    const [row] = await db
      .insert(appointments)
      .values({
        ownerId: teacher.id,
        schoolId: teacher.schoolId,
        calendarId: teacher.calendarId,
        title: booking.title,
        startsAt: schoolDateTime(day, booking.from),
        endsAt: schoolDateTime(day, booking.to),
        location: booking.location,
        courseId: booking.course === 'vku' ? catalogue.vkuId : teacher.lessonId,
        paid: booking.paid,
      })
      .returning({ id: appointments.id });
    if (!row) throw new Error('demo appointment not written');
    if (booking.infrastructure) {
      await db
        .insert(appointmentInfrastructures)
        .values({ appointmentId: row.id, infrastructureId: infrastructureIds[booking.infrastructure] });
    }
    const vehicleId = booking.vehicle && vehicleIds[booking.vehicle];
    if (vehicleId) await db.insert(appointmentVehicles).values({ appointmentId: row.id, vehicleId });
    const studentIds = [
      ...new Set(
        booking.students.flatMap((position) => teacher.studentIds.at(position % teacher.studentIds.length) ?? []),
      ),
    ];
    if (studentIds.length > 0) {
      await db
        .insert(appointmentStudents)
        .values(studentIds.map((studentId) => ({ appointmentId: row.id, studentId })));
    }
  }
}
