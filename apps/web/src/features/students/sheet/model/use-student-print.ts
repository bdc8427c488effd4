import type { Student } from '@ds/domain';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useCurrentLanguage } from '@/lib/current-language';
import { downloadFile } from '@/lib/download-file';
import { useAction } from '@/lib/use-action';

/** "jean-dupont.pdf": the student's name, safe as a file name. */
function pdfName(student: Student): string {
  const base = `${student.firstname}-${student.name}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
  return `${base || 'student'}.pdf`;
}

/** The exam the server wants dated before it prints (409 `exam_date_missing`, spec §8), if that is the failure. */
function examToDate(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.code !== 'exam_date_missing') return null;
  const examId = (failure.details as { examId?: unknown } | undefined)?.examId;
  return typeof examId === 'string' ? examId : null;
}

/**
 * Prints the sheet (a PDF made by the server, in the interface language). When the last failed
 * practical exam has no date, `examToDate` names it: the caller asks the date, saves it and prints again.
 */
export function useStudentPrint(student: Student) {
  const language = useCurrentLanguage();
  const [examIdToDate, setExamIdToDate] = useState<string | null>(null);
  const printing = useAction(async () => {
    setExamIdToDate(null);
    try {
      await downloadFile(`/students/${student.id}/print.pdf?lang=${language}`, pdfName(student));
    } catch (failure) {
      const examId = examToDate(failure);
      if (!examId) throw failure;
      setExamIdToDate(examId);
    }
  });
  return {
    print: printing.run,
    busy: printing.busy,
    error: printing.error,
    examIdToDate,
    cancelDating: () => setExamIdToDate(null),
  };
}
