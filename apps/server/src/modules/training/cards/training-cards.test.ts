import type { TrainingCard, TrainingCardSummary } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { SWISS_CARD, SWISS_CARD_SOURCE } from './swiss-card.reference';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('training cards', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  const cardsOf = async (user = 'head@demo.ch') =>
    (await call('GET', '/api/training-cards', undefined, user)).json().data as TrainingCardSummary[];
  const cardIn = async (language: string, user = 'head@demo.ch') => {
    const summary = (await cardsOf(user)).find((card) => card.language === language);
    if (!summary) throw new Error(`no ${language} card for ${user}`);
    return (await call('GET', `/api/training-cards/${summary.id}`, undefined, user)).json().data as TrainingCard;
  };
  const referenceSkills = SWISS_CARD.domains.flatMap((domain) => domain.themes.flatMap((theme) => theme.skills));

  it('gives every monitor the Swiss card in French, German and Italian, complete and in order', async () => {
    for (const user of ['head@demo.ch', 'monitor@demo.ch', 'ceresio@demo.ch']) {
      const cards = await cardsOf(user);
      expect(cards.map((card) => card.language).sort()).toEqual(['de', 'fr', 'it']);
      for (const card of cards) {
        expect(card.domains).toBe(SWISS_CARD.domains.length);
        expect(card.skills).toBe(referenceSkills.length);
      }
    }
    const german = await cardIn('de');
    expect(german.name).toBe(SWISS_CARD.name.de);
    expect(german.tree.map((domain) => domain.format)).toEqual(SWISS_CARD.domains.map((domain) => domain.format));
    expect(german.tree.map((domain) => domain.name)).toEqual(SWISS_CARD.domains.map((domain) => domain.name.de));
    const [firstDomain] = german.tree;
    const [firstTheme] = firstDomain?.themes ?? [];
    expect(firstTheme?.skills.map((skill) => skill.name)).toEqual(
      SWISS_CARD.domains[0]?.themes[0]?.skills.map((skill) => skill.name.de),
    );
    expect(firstTheme?.skills.map((skill) => skill.position)).toEqual(firstTheme?.skills.map((_, index) => index));
    expect(firstTheme?.objectives.length).toBeGreaterThan(0);
    expect(referenceSkills.length).toBeGreaterThanOrEqual(80);
    expect(SWISS_CARD_SOURCE).toMatch(/^swiss-b@/);
  });

  it('gives the cards once: a deleted card stays deleted at the next start', async () => {
    const italian = await cardIn('it');
    expect((await call('DELETE', `/api/training-cards/${italian.id}`)).statusCode).toBe(200);
    const { giveDefaultTrainingCardsToAll } = await import('./default-cards');
    expect(await giveDefaultTrainingCardsToAll(t().database.db)).toBe(0);
    expect((await cardsOf()).map((card) => card.language).sort()).toEqual(['de', 'fr']);
  });

  it('creates, renames and copies a card with everything in it; bad input names the field', async () => {
    const refused = await call('POST', '/api/training-cards', { name: ' ', language: 'en', level: 7 });
    expect(refused.statusCode).toBe(400);
    const fields = (refused.json().error.details as { field: string }[]).map((detail) => detail.field).sort();
    expect(fields).toEqual(['body.language', 'body.level', 'body.name']);

    const created = await call('POST', '/api/training-cards', { name: 'Carte moto', language: 'fr' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Carte moto', level: 2, validUntil: null, tree: [] });

    const french = await cardIn('fr');
    const renamed = await call('PUT', `/api/training-cards/${french.id}`, {
      name: 'Carte B – école',
      language: 'fr',
      level: 3,
      validUntil: '2027-12-31',
      version: french.version,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Carte B – école', level: 3, version: french.version + 1 });

    const copy = await call('POST', `/api/training-cards/${french.id}/copy`, { name: 'Copie de la carte B' });
    expect(copy.statusCode).toBe(201);
    const copied = copy.json().data as TrainingCard;
    expect(copied.id).not.toBe(french.id);
    const shape = (card: TrainingCard) =>
      card.tree.map((domain) => [
        domain.name,
        domain.themes.map((theme) => [theme.name, theme.skills.map((s) => s.name)]),
      ]);
    expect(shape(copied)).toEqual(shape(french));
    expect(copied.tree[0]?.themes[0]?.skills[0]?.id).not.toBe(french.tree[0]?.themes[0]?.skills[0]?.id);
  });

  it('keeps cards to their owner: another monitor, of this school or another, gets 404', async () => {
    const card = await cardIn('de');
    for (const user of ['monitor@demo.ch', 'ceresio@demo.ch']) {
      expect((await call('GET', `/api/training-cards/${card.id}`, undefined, user)).statusCode).toBe(404);
    }
    // fre passes the licence check but does not own the card.
    const body = { name: 'X', language: 'de' };
    const atVersion = { ...body, version: card.version };
    expect((await call('PUT', `/api/training-cards/${card.id}`, atVersion, 'fre@demo.ch')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/training-cards/${card.id}`, undefined, 'fre@demo.ch')).statusCode).toBe(404);
    expect((await call('POST', `/api/training-cards/${card.id}/copy`, { name: 'X' }, 'fre@demo.ch')).statusCode).toBe(
      404,
    );
    // Without the admin licence a monitor reads his cards but does not set them up.
    expect((await call('POST', '/api/training-cards', body, 'monitor@demo.ch')).json().error.code).toBe(
      'admin_licence_required',
    );
    expect((await cardsOf()).some((own) => own.id === card.id)).toBe(true);
  });

  it('changes the user’s card level between 1 and 3 only', async () => {
    const changed = await call('PUT', '/api/accounts/me/training-card-level', { level: 1 }, 'monitor@demo.ch');
    expect(changed.json().data).toEqual({ level: 1 });
    const me = (await call('GET', '/api/auth/me', undefined, 'monitor@demo.ch')).json().data;
    expect(me.trainingCardLevel).toBe(1);
    const refused = await call('PUT', '/api/accounts/me/training-card-level', { level: 4 }, 'monitor@demo.ch');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('body.level');
    expect(
      (await call('PUT', '/api/accounts/me/training-card-level', { level: 2 }, 'student@demo.ch')).statusCode,
    ).toBe(403);
  });
});
