import type { CommunicationSettings, CommunicationSettingsInput, SettingsEffects } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceBody, type SaveVariables } from '@/lib/record-api';
import { SMS_CREDITS_KEY } from './sms-credits-api';

const PATH = '/communication-settings';
export const SETTINGS_KEY = ['communication-settings'] as const;

const readSettings = () => api<CommunicationSettings>(PATH);

/** The signed-in monitor's communication settings (spec §3). */
export function useCommunicationSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: readSettings });
}

/** Reads the settings afresh: what the form starts over from after someone else's change. */
export function useReadCommunicationSettings() {
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: SETTINGS_KEY, queryFn: readSettings, staleTime: 0 });
}

/** PUT at the version read; a password left out keeps the stored one. */
export function useSaveCommunicationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, version }: SaveVariables<CommunicationSettingsInput>) =>
      api<CommunicationSettings>(PATH, { method: 'PUT', body: replaceBody(input, version) }),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      // The credits panel says whether the product's credits are used: it follows the SMS account.
      return client.invalidateQueries({ queryKey: SMS_CREDITS_KEY });
    },
  });
}

/** What saving these settings would change elsewhere (reminder texts, courses, the default course). */
export function useSettingsEffects() {
  return useMutation({
    mutationFn: (input: CommunicationSettingsInput) =>
      api<SettingsEffects>(`${PATH}/effects`, { method: 'POST', body: input }),
  });
}

/** Sends a test e-mail through the saved account, to `to` or the user's own address. */
export function useSmtpTest() {
  return useMutation({
    mutationFn: (to: string | undefined) =>
      api<{ sentTo: string }>(`${PATH}/smtp-test`, { method: 'POST', body: to ? { to } : {} }),
  });
}

/** Opens the saved IMAP account and finds the folder sent e-mails are copied to. */
export function useImapTest() {
  return useMutation({
    mutationFn: () => api<{ sentFolder: string }>(`${PATH}/imap-test`, { method: 'POST', body: {} }),
  });
}

/** Asks the saved SMS provider account for its credits: the account works. */
export function useSmsTest() {
  return useMutation({
    mutationFn: () => api<{ credits: number }>(`${PATH}/sms-test`, { method: 'POST', body: {} }),
  });
}

/** Microsoft's consent page for this user: the browser goes there and comes back to /comm-settings. */
export function useMicrosoftConnect() {
  return useMutation({
    mutationFn: () => api<{ url: string }>(`${PATH}/microsoft/connect`),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Hands Microsoft's answer (its code and our state) on to the server, which keeps the account. */
export function useMicrosoftConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { code: string; state: string }) =>
      api<{ address: string }>(`${PATH}/microsoft/consent`, { method: 'POST', body: answer }),
    onSettled: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

export function useMicrosoftDisconnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(`${PATH}/microsoft`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
