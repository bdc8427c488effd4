import { defineAbilityFor, type Me } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../lib/actor';
import { routeAccess } from './route-access';
import { type AppRoute, ROUTES } from './routes';
import { hubGroups, wizardSteps } from './settings-hub/hub-entries';

function user(role: string, licences: Partial<Pick<Me, 'licenceAdmin'>> = {}): Me {
  return {
    username: `${role}@example.ch`,
    roles: [{ name: role }],
    firstname: 'Test',
    name: role,
    logo: null,
    language: 'fr',
    licenceDidactique: false,
    licenceFinance: false,
    licenceStatistiques: false,
    licenceAdmin: false,
    trainingCardLevel: 1,
    schoolHead: false,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    ...licences,
  } as Me;
}

const route = (path: string) => ROUTES.find((candidate) => candidate.path === path) as AppRoute;

describe('who may open a route', () => {
  it('lets everyone open public pages and nobody signed out open the others', () => {
    expect(routeAccess(route('/login'), null)).toBe('open');
    expect(routeAccess(route('/students'), null)).toBe('forbidden');
  });

  it('keeps the learner side to learners and calendar set-up to those who hold calendars', () => {
    expect(routeAccess(route('/dashboard'), user('user'))).toBe('open');
    expect(routeAccess(route('/dashboard'), user('monitor'))).toBe('forbidden');
    expect(routeAccess(route('/account/mymonitor'), user('admin'))).toBe('forbidden');
    expect(routeAccess(route('/calendar/settings'), user('user'))).toBe('forbidden');
    expect(routeAccess(route('/calendar/settings'), user('monitor'))).toBe('open');
  });

  it('tells a missing admin licence apart from a forbidden screen', () => {
    expect(routeAccess(route('/account/courses'), user('monitor'))).toBe('needsAdminLicence');
    expect(routeAccess(route('/account/courses'), user('monitor', { licenceAdmin: true }))).toBe('open');
    expect(routeAccess(route('/account/courses'), user('fre'))).toBe('open');
    expect(routeAccess(route('/account/courses'), user('user'))).toBe('forbidden');
  });
});

describe('settings hub', () => {
  const hubOf = (me: Me) => hubGroups(me, defineAbilityFor(actorOf(me)));
  const paths = (me: Me) => hubOf(me).flatMap((group) => group.links.map((link) => link.route.path));

  it('offers a learner his own account and what he bought', () => {
    expect(paths(user('user'))).toEqual([
      '/account/me',
      '/account/security',
      '/account/orders-list',
      '/external-resources',
    ]);
  });

  it("lists every shop order for the product administrator alone, each seller's own for the others", () => {
    expect(paths(user('admin'))).toContain('/settings/orders');
    expect(paths(user('fre'))).not.toContain('/settings/orders');
    expect(paths(user('fre'))).toContain('/account/orders-list');
    expect(routeAccess(route('/settings/orders'), user('monitor', { licenceAdmin: true }))).toBe('forbidden');
  });

  it('lists a licensed monitor every settings screen, grouped, and the wizard steps in order', () => {
    const groups = hubOf(user('monitor', { licenceAdmin: true }));
    expect(groups.map((group) => group.group)).toEqual([
      'myAccount',
      'mySchool',
      'teaching',
      'communication',
      'shop',
      'subscriptions',
    ]);
    expect(groups.flatMap((group) => group.links).every((link) => link.access === 'open')).toBe(true);
    expect(wizardSteps(groups).map((step) => step.route.path)).toEqual([
      '/account/subscriptions',
      '/account/comm-settings',
      '/account/phone-sync',
    ]);
  });

  it('shows a monitor without the admin licence its screens as an invitation to activate it', () => {
    const links = hubOf(user('monitor')).flatMap((group) => group.links);
    const locked = links.filter((link) => link.access === 'needsAdminLicence').map((link) => link.route.path);
    expect(locked).toContain('/account/courses');
    expect(locked).not.toContain('/account/me');
  });
});
