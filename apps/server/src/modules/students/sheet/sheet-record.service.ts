import type { Db } from '../../../db/client';
import { presentTraining } from '../core/student-values';
import { findTraining } from '../core/students.repo';
import { findDrivingLicences } from './driving-licences.repo';
import { presentDrivingLicence } from './driving-licences.service';
import { findExams, findLastFailedPracticeExam } from './exams.repo';
import { presentExam } from './exams.service';

/** What the student sheet records of a student (his access already checked): training, licences, exams. */
export async function studentSheetRecord(db: Db, studentId: string) {
  return {
    training: presentTraining(await findTraining(db, studentId)),
    licences: (await findDrivingLicences(db, studentId)).map(presentDrivingLicence),
    exams: (await findExams(db, studentId)).map(presentExam),
  };
}

/** The student's last failed practical exam, if any: a print waits for its date. */
export const lastFailedPracticeExam = (db: Db, studentId: string) => findLastFailedPracticeExam(db, studentId);
