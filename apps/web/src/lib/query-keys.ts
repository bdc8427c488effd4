/**
 * Cache keys that more than one business area refreshes: marking a lesson paid on a student's sheet
 * changes the calendar's appointments too.
 */

/** Every appointments query starts with this key, so one invalidation refreshes windows and details. */
export const APPOINTMENTS_KEY = ['appointments'] as const;
