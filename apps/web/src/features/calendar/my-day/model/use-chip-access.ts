import { useMemo } from 'react';
import { licencesOf } from '@/lib/actor';
import { usePermissions } from '@/lib/permissions';
import type { ChipAccess } from './quick-actions';

/** The signed-in user's access as the chips' map reads it; null for a visitor. */
export function useChipAccess(): ChipAccess | null {
  const { me, ability, mayUse } = usePermissions();
  return useMemo(
    () => (me ? { ability, mayUse, roles: me.roles.map((role) => role.name), licences: licencesOf(me) } : null),
    [me, ability, mayUse],
  );
}
