import type { CalendarFeed, CreatedAppPassword, CreatedCalendarFeed, PhoneSync } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PHONE_SYNC = ['phone-sync'] as const;
const FEEDS = ['phone-sync', 'feeds'] as const;

/** The CalDAV address, my user name and my app passwords (without their secret). */
export function usePhoneSync() {
  return useQuery({ queryKey: PHONE_SYNC, queryFn: () => api<PhoneSync>('/accounts/me/app-passwords') });
}

/** Generates an app password: the answer is the only time it is readable. */
export function useCreateAppPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (label: string) =>
      api<CreatedAppPassword>('/accounts/me/app-passwords', { method: 'POST', body: { label } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PHONE_SYNC, exact: true }),
  });
}

export function useRevokeAppPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/accounts/me/app-passwords/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: PHONE_SYNC, exact: true }),
  });
}

/** My own calendars and whether their read-only ICS feed is on. */
export function useCalendarFeeds() {
  return useQuery({ queryKey: FEEDS, queryFn: () => api<CalendarFeed[]>('/calendar-feeds') });
}

/** Makes (or replaces) a calendar's feed address; the answer is the only time it is readable. */
export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => api<CreatedCalendarFeed>(`/calendars/${calendarId}/feed`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDS }),
  });
}

export function useDeleteFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => api(`/calendars/${calendarId}/feed`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: FEEDS }),
  });
}
