import { passesDidacticLicence, type StudentTheoryLicences } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { findStudentsLicences } from './theory-exam.repo';
import { didacticLicenceRequired } from './theory-service-errors';
import { licenceAnswer } from './theory-test.service';

/**
 * A monitor's view of the theory test (his students, the school's for its head or an employee at
 * work): who holds licences, whether they run, and the training as the service last reported it.
 * The theory test needs the didactic licence (spec §6).
 */
export async function listStudentTheoryLicences(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
): Promise<StudentTheoryLicences[]> {
  if (!passesDidacticLicence(actor.roles, actor.licences)) throw didacticLicenceRequired();
  const now = new Date();
  const byStudent = new Map<string, StudentTheoryLicences>();
  for (const row of await findStudentsLicences(deps.db, actor)) {
    const student = byStudent.get(row.studentId) ?? {
      studentId: row.studentId,
      firstname: row.firstname,
      name: row.name,
      licences: [],
    };
    const { code: _code, ...licence } = licenceAnswer(row, now);
    student.licences.push({ ...licence, progressReportedAt: row.progressReportedAt?.toISOString() ?? null });
    byStudent.set(row.studentId, student);
  }
  return [...byStudent.values()];
}
