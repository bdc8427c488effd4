import type { Licence } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { fetchMe } from '@/lib/me';
import { storeSessionUser } from '@/lib/session';

const LICENCES_KEY = ['licences'] as const;

export function useLicences() {
  return useQuery({ queryKey: LICENCES_KEY, queryFn: () => api<Licence[]>('/licences') });
}

/**
 * After a licence starts (a key activated, an order paid): the licences read again, and the
 * session user too, so the menus its flags open appear without signing in again.
 */
export function useRefreshLicences() {
  const client = useQueryClient();
  return useCallback(async () => {
    storeSessionUser(await fetchMe());
    await client.invalidateQueries({ queryKey: LICENCES_KEY });
  }, [client]);
}

export function useActivateLicence() {
  const refresh = useRefreshLicences();
  return useMutation({
    mutationFn: (key: string) => api<Licence>('/licences/activate', { method: 'POST', body: { key } }),
    onSuccess: refresh,
  });
}
