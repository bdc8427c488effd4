import type { School, SchoolMembers } from '@ds/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { usePermissions } from '@/lib/permissions';

/**
 * Whether I belong to a driving school: students are a school's, so a monitor who belongs to none
 * founds one before his first student. An administrator or an employee does; otherwise the school's
 * record says it (null without one) to whoever holds the admin licence, and its people (404
 * without one) to the others. The keys are the school screens', which founding a school refreshes.
 */
export function useBelongsToSchool(): { isPending: boolean; inSchool: boolean | undefined } {
  const { me, adminLicence: licensed } = usePermissions();
  const known = me === null || me.schoolHead || me.employee !== null;
  const record = useQuery({
    queryKey: ['school'],
    queryFn: () => api<School | null>('/school'),
    select: (school) => school !== null,
    enabled: !known && licensed,
  });
  const people = useQuery({
    queryKey: ['school-members'],
    queryFn: () =>
      api<SchoolMembers>('/school/members').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return { members: [], invitations: [] };
        throw error;
      }),
    select: (found) => found.members.length > 0,
    enabled: !known && !licensed,
  });
  if (known) return { isPending: false, inSchool: me !== null };
  const asked = licensed ? record : people;
  return { isPending: asked.isPending, inSchool: asked.data };
}
