import { dayPlus, type LeaveSchoolInput, personName, type School, schoolDay, schoolLanguageOf } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { MonitorBusyError, NotFoundError, ValidationError } from '../../../lib/errors';
import { dropCalendarShares, handOverFutureAppointments, isMonitorOverlap } from '../../calendar';
import { handOverManagedStudents, takeManagedStudentsAlong } from '../../students';
import { presentSchool } from '../record/school.presenter';
import { insertSchool, type SchoolRow, setMembership } from '../record/school.repo';
import { requireAdministrator, requireOwnSchool } from '../record/school.service';
import { moveOwnedRecords, reassignSchoolRecords } from '../record/school-records.repo';
import { recordSchoolEvent } from '../school-audit';
import { memberKind } from './member.presenter';
import {
  countAdministrators,
  endEmployeeTerms,
  findMember,
  findMembers,
  lockSchool,
  type MemberRow,
} from './members.repo';
import { lastAdministrator } from './members.service';

type SchoolDeps = Pick<Deps, 'db' | 'log'>;

export interface Departure {
  studentsMoved: number;
  appointmentsMoved: number;
  /** The school of his own a monitor leaving with his students now runs. */
  newSchool: School | null;
}

/** A monitor (administrator or not) of the school other than `exceptId`, named by a field of the request. */
async function requireOtherMonitor(db: Db, schoolId: string, userId: string, exceptId: string, field: string) {
  const member = userId === exceptId ? undefined : await findMember(db, schoolId, userId);
  if (!member || memberKind(member) === 'employee') {
    throw new ValidationError([
      { field, rule: 'unknown_reference', message: 'is not another instructor of the school' },
    ]);
  }
  return member;
}

/** An administrator of the school other than the one leaving, to whom what he made for the school passes. */
async function anotherAdministrator(db: Db, schoolId: string, leavingId: string): Promise<MemberRow | undefined> {
  return (await findMembers(db, schoolId)).find((member) => member.administrator && member.userId !== leavingId);
}

/** A commit refused by the monitors' exclusion constraint (another booking meanwhile) is the same 409. */
async function withMonitorTime<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isMonitorOverlap(error)) throw new MonitorBusyError(null);
    throw error;
  }
}

/**
 * Leaving the school (spec §1, §6). An employee's access ends now. A monitor takes his students
 * with him to a school of his own, of which he becomes the administrator, or hands them (and his
 * future appointments) to another monitor of the school; either way his personal records go with
 * him, the resources he made for the school stay with one of its administrators, and the calendar
 * shares within the school end. The last administrator cannot leave (409 `last_administrator`).
 */
export async function leaveSchool(
  deps: SchoolDeps,
  actor: Actor,
  input: LeaveSchoolInput,
  now = new Date(),
): Promise<Departure> {
  const school = await requireOwnSchool(deps, actor);
  const leaving = await findMember(deps.db, school.id, actor.userId);
  if (!leaving) throw new ValidationError([{ field: 'body', rule: 'not_member', message: 'is not a member' }]);
  const departure = await withMonitorTime(deps.db, async (tx) => {
    await lockSchool(tx, school.id);
    if (leaving.administrator && (await countAdministrators(tx, school.id)) <= 1) throw lastAdministrator();
    const heir = await anotherAdministrator(tx, school.id, actor.userId);
    if (heir) await reassignSchoolRecords(tx, school.id, actor.userId, heir.userId, 'resources');
    await dropCalendarShares(tx, actor.userId);
    if (memberKind(leaving) === 'employee') {
      await endEmployeeTerms(tx, school.id, actor.userId, dayPlus(schoolDay(now), -1));
      if (heir) await reassignSchoolRecords(tx, school.id, actor.userId, heir.userId, 'everything');
      return { studentsMoved: 0, appointmentsMoved: 0, newSchool: null };
    }
    return input.students === 'transfer'
      ? handOver(tx, actor, school, leaving, input.transferTo ?? '', now)
      : goOwnWay(tx, actor, school, leaving);
  });
  await recordSchoolEvent(deps, actor, school.id, 'school.left', {
    member: personName(leaving),
    students: input.students,
    transferTo: input.students === 'transfer' ? input.transferTo : null,
    studentsMoved: departure.studentsMoved,
    appointmentsMoved: departure.appointmentsMoved,
  });
  if (departure.newSchool) {
    await recordSchoolEvent(deps, actor, departure.newSchool.id, 'school.created', { from: school.id });
  }
  return departure;
}

async function handOver(
  tx: Db,
  actor: Actor,
  school: SchoolRow,
  leaving: MemberRow,
  transferTo: string,
  now: Date,
): Promise<Departure> {
  const target = await requireOtherMonitor(tx, school.id, transferTo, actor.userId, 'body.transferTo');
  const to = { id: target.userId, name: personName(target) };
  const studentsMoved = await handOverManagedStudents(tx, {
    schoolId: school.id,
    monitorId: leaving.userId,
    actorId: actor.userId,
    to,
  });
  const appointmentsMoved = await handOverFutureAppointments(
    tx,
    { fromUserId: leaving.userId, toUserId: target.userId, viewerId: actor.userId },
    now,
  );
  await moveOwnedRecords(tx, leaving.userId, school.id, null, { resources: false });
  await setMembership(tx, leaving.userId, null, false);
  return { studentsMoved, appointmentsMoved, newSchool: null };
}

async function goOwnWay(tx: Db, actor: Actor, school: SchoolRow, leaving: MemberRow): Promise<Departure> {
  const own = await insertSchool(tx, {
    name: personName(leaving),
    defaultLanguage: schoolLanguageOf(leaving.language),
    country: school.country,
  });
  const studentsMoved = await takeManagedStudentsAlong(tx, {
    schoolId: school.id,
    monitorId: leaving.userId,
    actorId: actor.userId,
    toSchool: { id: own.id, name: own.name },
  });
  await moveOwnedRecords(tx, leaving.userId, school.id, own.id, { resources: false });
  await setMembership(tx, leaving.userId, own.id, true);
  return { studentsMoved, appointmentsMoved: 0, newSchool: presentSchool(own, { schoolHead: true }) };
}

/**
 * An administrator hands a member's future appointments (a leaving employee's, a monitor's
 * going away) to another monitor of the school; a clash with that monitor's time moves nothing
 * (409 `monitor_busy` naming it).
 */
export async function handOverAppointments(
  deps: SchoolDeps,
  actor: Actor,
  memberId: string,
  toMonitorId: string,
  now = new Date(),
): Promise<{ moved: number }> {
  const schoolId = requireAdministrator(actor);
  const member = await findMember(deps.db, schoolId, memberId);
  if (!member) throw new NotFoundError('No such member of the school');
  const target = await requireOtherMonitor(deps.db, schoolId, toMonitorId, memberId, 'body.toMonitorId');
  const moved = await withMonitorTime(deps.db, (tx) =>
    handOverFutureAppointments(tx, { fromUserId: memberId, toUserId: target.userId, viewerId: actor.userId }, now),
  );
  await recordSchoolEvent(deps, actor, schoolId, 'school.appointments_handed_over', {
    memberId,
    member: personName(member),
    to: personName(target),
    toMonitorId,
    moved,
  });
  return { moved };
}
