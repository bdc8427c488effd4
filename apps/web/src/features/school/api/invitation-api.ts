import type { InvitationSignupInput, InvitationView } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What an invitation link offers (public: the school, the place, the address, where it stands). */
export function useInvitationView(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api<InvitationView>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** The signed-in person takes the place the invitation offers. */
export function acceptInvitation(token: string): Promise<{ schoolId: string }> {
  return api(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

/** Creates the invited address's account (confirmed by the link) and joins the school. */
export function createInvitedAccount(token: string, input: InvitationSignupInput): Promise<{ username: string }> {
  return api(`/invitations/${encodeURIComponent(token)}/account`, { method: 'POST', body: input });
}
