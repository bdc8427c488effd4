import { formatPhone, type Language } from '@ds/domain';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError } from '../../../lib/errors';
import { documentLogo } from '../../identity';
import { lastFailedPracticeExam, studentSheetRecord } from '../../students';
import { lessonTotalsOf } from '../lessons/lesson-history.service';
import { progressOf } from '../lessons/progress.service';
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
 * its date, saves it and prints again. At its top, the logo of the one who prints it (his app
 * logo, else the student's school's).
 */
export async function printStudentSheet(
  deps: Pick<Deps, 'db' | 'files' | 'log'>,
  actor: Actor,
  studentId: string,
  language: Language,
): Promise<{ fileName: string; content: Buffer }> {
  const { db } = deps;
  const { student } = await requireAccess(db, actor, 'student.read', studentId);
  const lastFailedPractice = await lastFailedPracticeExam(db, studentId);
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
      logo: await documentLogo(deps, { userId: actor.userId, schoolId: student.schoolId }),
      // The mobile as it is read: 079 123 45 67 for a Swiss one, +33 6 12 34 56 78 otherwise.
      student: { ...student, mobile: student.mobile && formatPhone(student.mobile) },
      ...(await studentSheetRecord(db, studentId)),
      progress: printableProgress(await progressOf(db, studentId), await lessonTotalsOf(db, studentId)),
      printedAt: new Date(),
    },
    language,
  );
  return { fileName: fileName(student.name, student.firstname), content };
}
