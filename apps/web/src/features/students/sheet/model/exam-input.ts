import type { Exam, ExamInput } from '@ds/domain';

/** What PUT /students/:id/exams/:examId needs to keep an exam as it is. */
export function examToInput(exam: Exam): ExamInput {
  return {
    date: exam.date,
    examinerId: exam.examiner?.id ?? null,
    type: exam.type,
    status: exam.status,
    remarks: exam.remarks,
  };
}
