import { type AppAbility, defineAbilityFor, type Me, passesAdminLicence, primaryRole } from '@ds/domain';
import { actorOf, licencesOf } from '../lib/actor';
import type { AppRoute } from './routes';

/**
 * Whether a user may open a route (spec §2, §6): `open`; `needsAdminLicence` when only the
 * admin licence is missing, so a link to it can invite to activate the licence instead of
 * leading to /403; or `forbidden`. The router guard, the menus, the /account hub and the
 * browser tests all ask this one function.
 */
export type RouteAccess = 'open' | 'needsAdminLicence' | 'forbidden';

export function routeAccess(route: AppRoute, me: Me | null, ability?: AppAbility): RouteAccess {
  if (route.public) return 'open';
  if (!me) return 'forbidden';
  const actor = actorOf(me);
  const can = ability ?? defineAbilityFor(actor);
  if (route.subject && !can.can('read', route.subject)) return 'forbidden';
  if (route.manages && !can.can('manage', route.manages)) return 'forbidden';
  if (route.learnerOnly && primaryRole(actor) !== 'user') return 'forbidden';
  if (route.adminLicence && !passesAdminLicence(actor?.roles ?? [], licencesOf(me))) {
    return 'needsAdminLicence';
  }
  return 'open';
}
