import { LOCALES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';

const catalogues = import.meta.glob<{ hub: Record<string, unknown> }>('../../locales/*/identity-account.json', {
  import: 'default',
  eager: true,
});

describe('the settings hub', () => {
  it('names and describes every screen it lists, in every language', () => {
    const wanted = ROUTES.filter((route) => route.hub).flatMap((route) => [route.name, `${route.name}Text`]);
    for (const locale of LOCALES) {
      const hub = catalogues[`../../locales/${locale}/identity-account.json`]?.hub ?? {};
      expect(
        wanted.filter((key) => typeof hub[key] !== 'string'),
        locale,
      ).toEqual([]);
    }
  });
});
