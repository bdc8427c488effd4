import type { Reminder, ReminderInput } from '@ds/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useDeleteRecord, useReadRecord, useRecordList, useSaveRecord } from '@/lib/record-api';

const REMINDERS_KEY = ['reminders'];

/** The acting monitor's reminder templates, sorted by name. */
export function useReminders() {
  return useRecordList<Reminder>('/reminders', REMINDERS_KEY);
}

/** Reads the templates afresh and answers one: what the form starts over from after someone else's change. */
export function useReadReminder() {
  return useReadRecord<Reminder>('/reminders', REMINDERS_KEY);
}

export function useSaveReminder() {
  return useSaveRecord<ReminderInput, Reminder>('/reminders', REMINDERS_KEY);
}

export function useDeleteReminder() {
  return useDeleteRecord('/reminders', REMINDERS_KEY);
}

/** Reads the templates again: another screen's save changed their texts (the WhatsApp link). */
export function useRefreshReminders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: REMINDERS_KEY });
}
