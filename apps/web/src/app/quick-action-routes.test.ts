import { defineAbilityFor, type EmployeeRight, type Me, mayUseRight, QUICK_ACTIONS } from '@ds/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { availableActions, QUICK_ACTION_TARGETS } from '../features/calendar/my-day/model/quick-actions';
import { actorOf, licencesOf } from '../lib/actor';
import { routeAccess } from './route-access';
import { ROUTES } from './routes';

function user(roles: string[], extra: Partial<Me> = {}): Me {
  return {
    roles: roles.map((name) => ({ name })),
    licenceAdmin: false,
    licenceDidactique: false,
    licenceFinance: false,
    licenceStatistiques: false,
    schoolHead: false,
    employee: null,
    ...extra,
  } as Me;
}

const people: [string, Me][] = [
  ['a monitor', user(['monitor'])],
  ['a monitor with the admin licence', user(['monitor'], { licenceAdmin: true })],
  ['a fre', user(['fre'])],
  ['an employee', user(['employee'], { employee: { rights: [], active: true, startsOn: '2026-01-01', endsOn: null } })],
];

const routeOf = (path: string) => ROUTES.find((route) => matchPath(route.path, path.split('?')[0] ?? ''));

describe('the chips of my day and the route table', () => {
  it('lead each to a route of the table', () => {
    for (const action of QUICK_ACTIONS) expect(routeOf(QUICK_ACTION_TARGETS[action].path), action).toBeDefined();
  });

  // A chip that opens a dialog asks more than its screen (to create, a right): only the screen's chips are offered whenever it opens.
  it.each(people)('are offered to %s only when he may open their screen, always for a plain screen', (_, me) => {
    const actor = actorOf(me);
    const ability = defineAbilityFor(actor);
    const offered = availableActions({
      ability,
      mayUse: (right: EmployeeRight) => mayUseRight(actor, right),
      roles: me.roles.map((role) => role.name),
      licences: licencesOf(me),
    });
    for (const action of QUICK_ACTIONS) {
      const route = routeOf(QUICK_ACTION_TARGETS[action].path);
      if (!route) throw new Error(`no route for ${action}`);
      const { can, right } = QUICK_ACTION_TARGETS[action].needs;
      const open = routeAccess(route, me, ability) === 'open';
      if (offered.includes(action)) expect(open, action).toBe(true);
      else if (can[0] === 'read' && !right) expect(open, action).toBe(false);
    }
  });
});
