import type { QuickActionsInput } from '@ds/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchSessionUser } from '@/lib/session';

/** Saves the user's chips; my day reads them from the session user, changed with the answer. */
export function useSaveQuickActions() {
  return useMutation({
    mutationFn: (input: QuickActionsInput) =>
      api<QuickActionsInput>('/account/quick-actions', { method: 'PUT', body: input }),
    onSuccess: ({ actions }) => patchSessionUser({ quickActions: actions }),
  });
}
