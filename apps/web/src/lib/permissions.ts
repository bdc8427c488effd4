import { buildMenu, defineAbilityFor, type EmployeeRight, mayUseRight, passesAdminLicence } from '@ds/domain';
import { useMemo } from 'react';
import { actorOf } from './actor';
import { useSessionUser } from './session-user';

/**
 * The abilities, the top-bar menu, the employee rights and the admin licence of the signed-in
 * user (spec §2, §6), from the one domain definition: `mayUse('createAppointments')` is what the
 * server enforces.
 */
export function usePermissions() {
  const me = useSessionUser();
  return useMemo(() => {
    const actor = actorOf(me);
    return {
      me,
      ability: defineAbilityFor(actor),
      menu: buildMenu(actor),
      mayUse: (right: EmployeeRight) => mayUseRight(actor, right),
      /** He holds the admin licence (or the fre role): the screens behind it open. */
      adminLicence: actor !== null && passesAdminLicence(actor.roles, actor.licences),
    };
  }, [me]);
}
