import { LOCALES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { PAGES } from './router';
import { isValidCheckout, ROUTES, ROUTES_WITHOUT_SERVER_STATE, ROUTES_WITHOUT_TOP_BAR } from './routes';

describe('route table', () => {
  it('declares every path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names every route the top-bar rule hides', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    for (const name of ROUTES_WITHOUT_TOP_BAR) expect(names).toContain(name);
  });

  it('leaves only public routes without server state', () => {
    const publicNames = new Set(ROUTES.filter((route) => route.public).map((route) => route.name));
    for (const name of ROUTES_WITHOUT_SERVER_STATE) expect(publicNames).toContain(name);
  });

  it('declares the spec routes and their /account aliases', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/driving-school',
      '/account/driving-school',
      '/account/courses',
      '/account/comm-logs',
      '/lesson/on',
      '/gc',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('puts the admin licence on the admin screens and the accounting pages', () => {
    const licensed = ROUTES.filter((route) => route.adminLicence).map((route) => route.path);
    expect(licensed).toEqual(
      expect.arrayContaining([
        '/courses',
        '/account/infrastructures',
        '/account/routes',
        '/account/vouchers',
        '/accounting/ca',
      ]),
    );
    expect(licensed).not.toContain('/students');
  });
});

describe('route titles', () => {
  const pages = import.meta.glob<{ titles: Record<string, string> }>('../locales/*/pages.json', {
    import: 'default',
    eager: true,
  });

  it('have a title for every route in every locale', () => {
    expect(Object.keys(pages)).toHaveLength(LOCALES.length);
    for (const [file, { titles }] of Object.entries(pages))
      for (const route of ROUTES) expect(titles[route.title], `${file} ${route.path}`).toBeTruthy();
  });
});

describe('settings hub entries', () => {
  it('lists built screens only, one path per screen', () => {
    const listed = ROUTES.filter((route) => route.hub);
    for (const route of listed) expect(PAGES, route.path).toHaveProperty(route.name);
    const screens = listed.map((route) => route.name.replace(/Account$/, ''));
    expect(new Set(screens).size).toBe(screens.length);
  });

  it('numbers the wizard steps in the order of spec §2', () => {
    const steps = ROUTES.filter((route) => route.hub?.wizardStep).sort(
      (a, b) => (a.hub?.wizardStep ?? 0) - (b.hub?.wizardStep ?? 0),
    );
    expect(steps.map((route) => route.path)).toEqual([
      '/account/subscriptions',
      '/account/comm-settings',
      '/account/phone-sync',
    ]);
  });
});

describe('checkout parameters', () => {
  it('accepts a monitor ending in 10 alphanumerics and a 6-character article', () => {
    expect(isValidCheckout('m-AbCdE12345', 'A1b2C3')).toBe(true);
  });

  it('refuses shorter ids or symbols', () => {
    expect(isValidCheckout('AbCdE1234', 'A1b2C3')).toBe(false);
    expect(isValidCheckout('AbCdE12345', 'A1b2C')).toBe(false);
    expect(isValidCheckout('AbCdE1234-', 'A1b2C3')).toBe(false);
  });
});
