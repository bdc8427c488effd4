import { buildMenu, defineAbilityFor } from '@ds/domain';
import { useMemo } from 'react';
import { actorOf } from './actor';
import { useSessionUser } from './session-user';

/** The abilities and the top-bar menu of the signed-in user (spec §2, §6), from the one domain definition. */
export function usePermissions() {
  const me = useSessionUser();
  return useMemo(() => {
    const actor = actorOf(me);
    return { me, ability: defineAbilityFor(actor), menu: buildMenu(actor) };
  }, [me]);
}
