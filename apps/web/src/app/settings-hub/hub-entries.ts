import type { AppAbility, Me } from '@ds/domain';
import { type RouteAccess, routeAccess } from '../route-access';
import { type AppRoute, HUB_GROUPS, type HubGroup, ROUTES } from '../routes';

export interface HubLink {
  route: AppRoute;
  /** `needsAdminLicence`: shown as an invitation to activate the licence, not as a way to /403. */
  access: Exclude<RouteAccess, 'forbidden'>;
}

/**
 * The settings screens a user is offered on /account, by group in the page's order, read from
 * the route table: a screen declared with a `hub` entry appears here without touching the page.
 */
export function hubGroups(me: Me, ability: AppAbility): { group: HubGroup; links: HubLink[] }[] {
  const links = ROUTES.flatMap((route): HubLink[] => {
    if (!route.hub || (route.hub.managing && !ability.can('manage', route.hub.managing))) return [];
    const access = routeAccess(route, me, ability);
    return access === 'forbidden' ? [] : [{ route, access }];
  });
  return HUB_GROUPS.map((group) => ({ group, links: links.filter((link) => link.route.hub?.group === group) })).filter(
    (group) => group.links.length > 0,
  );
}

/** The configuration wizard's steps the user may take, in order (spec §2). */
export function wizardSteps(groups: { links: HubLink[] }[]): HubLink[] {
  return groups
    .flatMap((group) => group.links)
    .filter((link) => link.route.hub?.wizardStep !== undefined)
    .sort((a, b) => (a.route.hub?.wizardStep ?? 0) - (b.route.hub?.wizardStep ?? 0));
}
