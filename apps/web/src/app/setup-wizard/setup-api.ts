import type { SetupState } from '@ds/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { patchSessionUser } from '../../lib/session';

/**
 * Saves where the user is in the wizard (spec §3 wizard state and flag) on the server, so another
 * browser resumes there, and in the session user, which the guard and the menus read.
 */
export function useSaveSetup() {
  return useMutation({
    mutationFn: (state: SetupState) => api<SetupState>('/account/setup', { method: 'PUT', body: state }),
    onSuccess: (setup) => patchSessionUser({ setup }),
  });
}
