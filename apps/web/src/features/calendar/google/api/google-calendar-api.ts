import type {
  GoogleCalendarChoiceInput,
  GoogleCalendarOption,
  GoogleConsent,
  GoogleConsentAnswerInput,
  GoogleLink,
  GoogleLinkState,
  GoogleUnlinkInput,
} from '@ds/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const linkKey = ['calendar-google', 'link'] as const;
const calendarsKey = ['calendar-google', 'calendars'] as const;

/** The link changes the calendars (its overlay calendar) and the week (Google's events). */
function refreshAll(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['calendar-google'] }),
    client.invalidateQueries({ queryKey: ['calendars'] }),
    client.invalidateQueries({ queryKey: ['appointments'] }),
  ]);
}

/** Whether the server offers the link, and mine (null when none). */
export function useGoogleLink() {
  return useQuery({ queryKey: linkKey, queryFn: () => api<GoogleLinkState>('/calendar/google/link') });
}

/** The linked account's calendars, to choose one. */
export function useGoogleCalendars(enabled: boolean) {
  return useQuery({
    queryKey: calendarsKey,
    queryFn: () => api<GoogleCalendarOption[]>('/calendar/google/calendars'),
    enabled,
  });
}

/** Asks where to consent and goes there: Google sends the browser back to /gc. */
export function useStartGoogleConsent() {
  return useMutation({
    mutationFn: () => api<GoogleConsent>('/calendar/google/consent', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** /gc hands Google's answer to the server, in this session. */
export function useCompleteGoogleConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: GoogleConsentAnswerInput) =>
      api<GoogleLink>('/calendar/google/link', { method: 'POST', body: answer }),
    onSuccess: () => refreshAll(client),
  });
}

export function useChooseGoogleCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: GoogleCalendarChoiceInput) =>
      api<GoogleLink>('/calendar/google/link', { method: 'PUT', body: choice }),
    onSuccess: () => refreshAll(client),
  });
}

export function useUnlinkGoogle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GoogleUnlinkInput) => api('/calendar/google/link', { method: 'DELETE', body: input }),
    onSuccess: () => refreshAll(client),
  });
}
