import type { Reminder, ReminderInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const REMINDERS_KEY = ['reminders'];

/** The acting monitor's reminder templates, sorted by name. */
export function useReminders() {
  return useQuery({ queryKey: REMINDERS_KEY, queryFn: () => api<Reminder[]>('/reminders') });
}

/** Creates a template, or replaces it when an id is given. */
export function useSaveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ReminderInput }) =>
      id
        ? api<Reminder>(`/reminders/${id}`, { method: 'PUT', body: input })
        : api<Reminder>('/reminders', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_KEY }),
  });
}

export function useDeleteReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/reminders/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: REMINDERS_KEY }),
  });
}
