import type { StudentAccess } from '@ds/domain';

/** What the caller may do on a sheet, by how he holds the student (read shares see, never change). */
export function sheetPermissions(access: StudentAccess) {
  return {
    canWrite: access !== 'read',
    /** Transfer and shares belong to the managing monitor (the school head holds every student as owner). */
    canManageMonitors: access === 'owner',
  };
}
export type SheetPermissions = ReturnType<typeof sheetPermissions>;
