import { formatMobile, type Language } from '@ds/domain';
import type { Db } from '../../../db/client';
import { requireAccess } from '../../../kernel/access/access';
import { ConflictError } from '../../../lib/errors';
import type { Actor } from '../../identity/auth/session.service';
import { lessonTotalsOf } from '../../training/lessons/lesson-history.service';
import { progressOf } from '../../training/lessons/progress.service';
import { presentTraining } from '../core/student-values';
import { findTraining } from '../core/students.repo';
import { findDrivingLicences } from './driving-licences.repo';
import { presentDrivingLicence } from './driving-licences.service';
import { findExams, findLastFailedPracticeExam } from './exams.repo';
import { presentExam } from './exams.service';
import { printableProgress } from './print-progress';
import { findSchoolName } from './student-print.repo';

/** An ASCII file name from the student's names (Müller Zoë → Muller-Zoe.pdf). */
function fileName(name: string, firstname: string): string {
  const base = `${name} ${firstname}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'student'}.pdf`;
}

/**
 * The printed student sheet. Spec §8: while the last failed practical exam has no date the
 * print cannot be made; the 409 `exam_date_missing` names the exam, so the sheet asks for
 * its date, saves it and prints again.
 */
export async function printStudentSheet(
  db: Db,
  actor: Actor,
  studentId: string,
  language: Language,
): Promise<{ fileName: string; content: Buffer }> {
  const { student } = await requireAccess(db, actor, 'student.read', studentId);
  const lastFailedPractice = await findLastFailedPracticeExam(db, studentId);
  if (lastFailedPractice && !lastFailedPractice.date) {
    throw new ConflictError('Enter the date of the last failed practical exam first', 'exam_date_missing', {
      examId: lastFailedPractice.id,
    });
  }
  // pdfkit (20 MB once loaded) is only loaded by the first print.
  const { renderStudentSheetPdf } = await import('./student-sheet-pdf');
  const content = await renderStudentSheetPdf(
    {
      schoolName: await findSchoolName(db, student.schoolId),
      // The mobile as it is read: 079 123 45 67 for a Swiss one, +33 6 12 34 56 78 otherwise.
      student: { ...student, mobile: student.mobile && formatMobile(student.mobile) },
      training: presentTraining(await findTraining(db, studentId)),
      licences: (await findDrivingLicences(db, studentId)).map(presentDrivingLicence),
      exams: (await findExams(db, studentId)).map(presentExam),
      progress: printableProgress(await progressOf(db, studentId), await lessonTotalsOf(db, studentId)),
      printedAt: new Date(),
    },
    language,
  );
  return { fileName: fileName(student.name, student.firstname), content };
}
