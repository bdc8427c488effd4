import type { AppLogo, LicencePhoto } from '@ds/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '@/lib/api-client';
import { fetchMe } from '@/lib/me';
import { patchSessionUser, storeSessionUser } from '@/lib/session';

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** The user's own app logo; the top bar shows it at once (the session user's `logo`). */
export function useUploadAppLogo() {
  return useMutation({
    mutationFn: (file: File) => apiUpload<AppLogo>('/account/logo', fileForm(file), 'POST'),
    onSuccess: ({ logo }) => patchSessionUser({ logo, ownLogo: true }),
  });
}

/** Without his own, the app shows his school's logo or the product's: the server says which. */
export function useRemoveAppLogo() {
  return useMutation({
    mutationFn: () => api('/account/logo', { method: 'DELETE' }),
    onSuccess: async () => storeSessionUser(await fetchMe()),
  });
}

const LICENCE_PHOTO_KEY = ['account', 'licence-photo'] as const;

/** The address of the user's driving-licence photo, or null. */
export function useLicencePhoto() {
  return useQuery({ queryKey: LICENCE_PHOTO_KEY, queryFn: () => api<LicencePhoto>('/account/licence-photo') });
}

export function useUploadLicencePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload<LicencePhoto>('/account/licence-photo', fileForm(file), 'POST'),
    onSuccess: (photo) => client.setQueryData(LICENCE_PHOTO_KEY, photo),
  });
}

export function useRemoveLicencePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/account/licence-photo', { method: 'DELETE' }),
    onSuccess: () => client.setQueryData<LicencePhoto>(LICENCE_PHOTO_KEY, { url: null }),
  });
}
