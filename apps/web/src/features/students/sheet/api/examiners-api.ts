import type { Examiner } from '@ds/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';
import { sheetKeys } from './sheet-keys';

/** The school's examiners, disabled ones included (an old exam still names its examiner). */
export function useExaminers() {
  return useRecordList<Examiner>('/examiners', sheetKeys.examiners);
}

/** Reads the examiners afresh and answers one: what a rename starts over from after someone else's change. */
export function useReadExaminer() {
  return useReadRecord<Examiner>('/examiners', sheetKeys.examiners);
}

export function useSaveExaminer() {
  return useSaveRecord<{ name: string }, Examiner>('/examiners', sheetKeys.examiners);
}

/** Disabling keeps the examiner on past exams but out of the choice for new ones. */
export function useSetExaminerActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api<Examiner>(`/examiners/${id}/${active ? 'enable' : 'disable'}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: sheetKeys.examiners }),
  });
}
