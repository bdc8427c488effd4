import type {
  EmployeeTermsInput,
  Invitation,
  InvitationInput,
  LeaveSchoolInput,
  Member,
  School,
  SchoolEvent,
  SchoolInput,
  SchoolMembers,
} from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, apiBlob, apiUpload } from '@/lib/api-client';
import { fetchMe } from '@/lib/me';
import { replaceBody, type SaveVariables } from '@/lib/record-api';
import { storeSessionUser } from '@/lib/session';

const KEYS = {
  school: ['school'],
  members: ['school-members'],
  history: ['school-history'],
  logo: ['school-logo'],
} as const;

/** What a change of the school can change of the signed-in user (administrator, employee terms, licences). */
async function refreshSessionUser(): Promise<void> {
  storeSessionUser(await fetchMe());
}

/** The caller's school; null while he belongs to none. */
export function useSchool() {
  return useQuery({ queryKey: KEYS.school, queryFn: () => api<School | null>('/school') });
}

/** Founds the school (no id) or changes it at the version read; the user's own standing follows. */
export function useSaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: SaveVariables<SchoolInput>) =>
      id
        ? api<School>('/school', { method: 'PUT', body: replaceBody(input, version) })
        : api<School>('/school', { method: 'POST', body: input }),
    onSuccess: async (school) => {
      client.setQueryData(KEYS.school, school);
      await client.invalidateQueries({ queryKey: KEYS.members });
      await refreshSessionUser();
    },
  });
}

/** Re-reads the school: what the record form starts over from after someone else's change. */
export function useReadSchool() {
  const client = useQueryClient();
  return async (): Promise<School> => {
    const school = await client.fetchQuery({
      queryKey: KEYS.school,
      queryFn: () => api<School | null>('/school'),
      staleTime: 0,
    });
    if (!school) throw new Error('the school is gone');
    return school;
  };
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload('/school/logo', form);
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: KEYS.school }),
        client.invalidateQueries({ queryKey: KEYS.logo }),
      ]),
  });
}

export function useRemoveLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/school/logo', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEYS.school }),
  });
}

/** The logo as an object URL (the call needs the session token, so no plain <img src>). */
export function useLogoUrl(hasLogo: boolean): string | null {
  const logo = useQuery({
    queryKey: KEYS.logo,
    queryFn: () => apiBlob('/school/logo'),
    enabled: hasLogo,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!hasLogo || !logo.data) return setUrl(null);
    const created = URL.createObjectURL(logo.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [hasLogo, logo.data]);
  return url;
}

export function useSchoolMembers() {
  return useQuery({ queryKey: KEYS.members, queryFn: () => api<SchoolMembers>('/school/members') });
}

/** A change of the members list: it is read afresh, and the user's own standing with it. */
function useMembersMutation<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: KEYS.members });
      await client.invalidateQueries({ queryKey: KEYS.history });
      await refreshSessionUser();
    },
  });
}

/** The school's audit trail (administrators): its latest changes, who made them. */
export function useSchoolHistory() {
  return useQuery({ queryKey: KEYS.history, queryFn: () => api<SchoolEvent[]>('/school/history') });
}

export function useInvite() {
  return useMembersMutation(({ input }: SaveVariables<InvitationInput>) =>
    api<Invitation>('/school/invitations', { method: 'POST', body: input }),
  );
}

export function useWithdrawInvitation() {
  return useMembersMutation((id: string) => api(`/school/invitations/${id}`, { method: 'DELETE' }));
}

/** An employee's dates and rights, replaced at the version read (`id` is the employee's user id). */
export function useChangeTerms() {
  return useMembersMutation(({ id, input, version }: SaveVariables<EmployeeTermsInput>) =>
    api<Member>(`/school/employees/${id}`, { method: 'PUT', body: replaceBody(input, version) }),
  );
}

export function useRemoveEmployee() {
  return useMembersMutation((userId: string) => api<Member>(`/school/employees/${userId}`, { method: 'DELETE' }));
}

export function useSetAdministrator() {
  return useMembersMutation(({ userId, administrator }: { userId: string; administrator: boolean }) =>
    api<Member>(`/school/members/${userId}/administrator`, { method: 'PUT', body: { administrator } }),
  );
}

export function useHandOver() {
  return useMembersMutation(({ userId, toMonitorId }: { userId: string; toMonitorId: string }) =>
    api<{ moved: number }>(`/school/members/${userId}/appointments-handover`, {
      method: 'POST',
      body: { toMonitorId },
    }),
  );
}

export function useLeaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LeaveSchoolInput) =>
      api<{ studentsMoved: number; appointmentsMoved: number; newSchool: School | null }>('/school/leave', {
        method: 'POST',
        body: input,
      }),
    onSuccess: async () => {
      await refreshSessionUser();
      await client.invalidateQueries();
    },
  });
}
