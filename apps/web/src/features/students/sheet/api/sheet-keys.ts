import type { QueryClient } from '@tanstack/react-query';

/** Query keys of one student's sheet; everything about a student sits under `['students', id]`. */
export const sheetKeys = {
  student: (id: string) => ['students', id] as const,
  section: (id: string, section: string) => ['students', id, section] as const,
  examiners: ['examiners'] as const,
  schoolMonitors: ['school-monitors'] as const,
};

/** Marks every student query stale (the list shows his flags); none refetches until it is shown again. */
export function staleStudents(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['students'], refetchType: 'none' });
}

/** After a change to the student himself: his record and his audit trail now, the rest when shown. */
export async function refreshStudent(client: QueryClient, id: string) {
  await staleStudents(client);
  await Promise.all([
    client.invalidateQueries({ queryKey: sheetKeys.student(id), exact: true }),
    client.invalidateQueries({ queryKey: sheetKeys.section(id, 'events') }),
  ]);
}
