import type { Profile, UpdateProfileInput } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SecurityOverview {
  sessions: {
    id: string;
    createdAt: string;
    lastSeenAt: string;
    ip: string | null;
    userAgent: string | null;
    current: boolean;
  }[];
  devices: { id: string; createdAt: string; lastUsedAt: string; userAgent: string | null }[];
}

export function useProfile() {
  return useQuery({ queryKey: ['account', 'profile'], queryFn: () => api<Profile>('/accounts/me') });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<Profile>('/accounts/me', { method: 'PATCH', body: input }),
    onSuccess: (profile) => client.setQueryData(['account', 'profile'], profile),
  });
}

export function useSecurityOverview(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'security'],
    queryFn: () => api<SecurityOverview>('/accounts/me/security'),
    enabled,
  });
}

export function useRevoke(kind: 'sessions' | 'devices') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/accounts/me/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account', 'security'] }),
  });
}

export function changePassword(currentPassword: string, newPassword: string) {
  return api('/accounts/me/password', { method: 'POST', body: { currentPassword, newPassword } });
}

export function startTwoFactor() {
  return api<{ secret: string; otpauthUrl: string }>('/accounts/me/two-factor', { method: 'POST' });
}

export function confirmTwoFactor(otp: string) {
  return api<{ recoveryCodes: string[] }>('/accounts/me/two-factor/confirm', { method: 'POST', body: { otp } });
}

export function disableTwoFactor(password: string) {
  return api('/accounts/me/two-factor', { method: 'DELETE', body: { password } });
}
