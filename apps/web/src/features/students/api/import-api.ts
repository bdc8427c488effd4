import type { ImportPreview, ImportResult, ImportRow, ImportRowsQuery, StudentListQuery } from '@ds/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage, apiUpload } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { STUDENTS_KEY, studentListSearch } from './students-api';

/** Reads the file on the server: its counts and first page of rows with their errors; nothing is written yet. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<ImportPreview>('/students/import', form, 'POST');
    },
  });
}

/**
 * A page of a preview's rows, refused rows first; the first page of all rows came with the
 * preview, and the page shown stays while the next loads. A preview never changes.
 */
export function useImportRows(preview: ImportPreview, query: ImportRowsQuery) {
  const first = query.filter === 'all' && query.offset === 0;
  const search = new URLSearchParams({
    filter: query.filter,
    offset: String(query.offset),
    limit: String(query.limit),
  });
  return useQuery({
    queryKey: ['student-imports', preview.id, 'rows', query],
    queryFn: () => apiPage<ImportRow>(`/students/import/${preview.id}/rows?${search}`),
    initialData: first
      ? { data: preview.rows, page: { total: preview.total, offset: 0, limit: query.limit } }
      : undefined,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
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
