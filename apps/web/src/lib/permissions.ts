import { buildMenu, defineAbilityFor, type Licences, type Me } from '@ds/domain';
import { useMemo } from 'react';
import { useSessionUser } from './session-user';

export function licencesOf(me: Me): Licences {
  return {
    admin: me.licenceAdmin,
    didactic: me.licenceDidactique,
    finance: me.licenceFinance,
    statistics: me.licenceStatistiques,
  };
}

/** The abilities and the top-bar menu of the signed-in user (spec §2, §6), from the one domain definition. */
export function usePermissions() {
  const me = useSessionUser();
  return useMemo(() => {
    const actor = me
      ? { roles: me.roles.map((role) => role.name), licences: licencesOf(me), schoolHead: me.schoolHead }
      : null;
    return { me, ability: defineAbilityFor(actor), menu: buildMenu(actor) };
  }, [me]);
}
