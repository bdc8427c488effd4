import type { ImportPreview, ImportResult, StudentListQuery } from '@ds/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';
import { downloadFile } from './download';
import { STUDENTS_KEY, studentListSearch } from './students-api';

/** Reads the file on the server and lists every row with its errors; nothing is written yet. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<ImportPreview>('/students/import', form, 'POST');
    },
  });
}

/** Imports the valid rows of a previewed file in one transaction. */
export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) => api<ImportResult>(`/students/import/${previewId}/commit`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: STUDENTS_KEY }),
  });
}

/** The rows refused by the preview, with their errors, as a workbook. */
export function downloadImportErrors(previewId: string): Promise<void> {
  return downloadFile(`/students/import/${previewId}/errors.xlsx`, 'student-import-errors.xlsx');
}

/** The whole filtered list (every page) as a workbook. */
export function downloadStudentExport(query: StudentListQuery): Promise<void> {
  return downloadFile(`/students/export.xlsx?${studentListSearch(query)}`, 'students.xlsx');
}
