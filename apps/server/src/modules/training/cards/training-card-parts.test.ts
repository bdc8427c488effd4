import type { TrainingCard, TrainingCardSummary } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the inside of a training card', () => {
  const t = useTestApp();
  const call = async (method: Method, url: string, payload?: object, user = 'head@demo.ch') =>
    t().app.inject({ method, url, payload, headers: bearer(await tokenFor(t().app, user)) });
  const change = async (method: Method, url: string, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TrainingCard;
  };
  const frenchCard = async () => {
    const cards = (await call('GET', '/api/training-cards')).json().data as TrainingCardSummary[];
    const card = cards.find((summary) => summary.language === 'fr');
    if (!card) throw new Error('head@demo.ch has no French card');
    return (await call('GET', `/api/training-cards/${card.id}`)).json().data as TrainingCard;
  };

  it('adds a domain, a theme, an objective and skills last, each a version of the card', async () => {
    const card = await frenchCard();
    let changed = await change('POST', `/api/training-cards/${card.id}/domains`, {
      name: 'Conduite accompagnée',
      format: 'F9',
      skillText: 'Conduit seul avec un accompagnant.',
    });
    expect(changed.version).toBe(card.version + 1);
    const domain = changed.tree.at(-1);
    expect(domain).toMatchObject({
      name: 'Conduite accompagnée',
      format: 'F9',
      position: card.tree.length,
      themes: [],
    });
    if (!domain) throw new Error('no domain added');
    changed = await change('POST', `/api/training-card-domains/${domain.id}/themes`, { name: 'Trajets du quotidien' });
    const theme = changed.tree.at(-1)?.themes[0];
    if (!theme) throw new Error('no theme added');
    expect(theme).toMatchObject({ enabled: true, position: 0 });
    await change('POST', `/api/training-card-themes/${theme.id}/objectives`, { text: 'Planifie un trajet connu.' });
    for (const name of ['Trajet domicile–travail', 'Courses en ville', 'Parking souterrain']) {
      changed = await change('POST', `/api/training-card-themes/${theme.id}/skills`, { name });
    }
    const added = changed.tree.at(-1)?.themes[0];
    expect(added?.objectives.map((objective) => objective.text)).toEqual(['Planifie un trajet connu.']);
    expect(added?.skills.map((skill) => [skill.name, skill.position, skill.enabled])).toEqual([
      ['Trajet domicile–travail', 0, true],
      ['Courses en ville', 1, true],
      ['Parking souterrain', 2, true],
    ]);
  });

  it('reorders skills, and refuses an order that leaves one out or names another list’s', async () => {
    const card = await frenchCard();
    const theme = card.tree.at(-1)?.themes[0];
    if (!theme) throw new Error('the theme of the previous test is missing');
    const [a, b, c] = theme.skills.map((skill) => skill.id);
    const reordered = await change('PUT', `/api/training-card-themes/${theme.id}/skills/order`, { ids: [c, a, b] });
    expect(reordered.tree.at(-1)?.themes[0]?.skills.map((skill) => skill.name)).toEqual([
      'Parking souterrain',
      'Trajet domicile–travail',
      'Courses en ville',
    ]);
    const partial = await call('PUT', `/api/training-card-themes/${theme.id}/skills/order`, { ids: [a, b] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.details).toEqual([
      { field: 'body.ids', rule: 'order_mismatch', message: 'must name every item of the list once' },
    ]);
    const foreign = card.tree[0]?.themes[0]?.skills[0]?.id;
    const mixed = await call('PUT', `/api/training-card-themes/${theme.id}/skills/order`, { ids: [a, b, foreign] });
    expect(mixed.statusCode).toBe(400);
    expect((await frenchCard()).tree.at(-1)?.themes[0]?.skills.map((skill) => skill.name)[0]).toBe(
      'Parking souterrain',
    );
  });

  it('disables and renames a theme and a skill, and deletes a domain with everything in it', async () => {
    const card = await frenchCard();
    const domain = card.tree.at(-1);
    const theme = domain?.themes[0];
    const skill = theme?.skills[0];
    if (!domain || !theme || !skill) throw new Error('the parts of the previous tests are missing');
    let changed = await change('PUT', `/api/training-card-themes/${theme.id}`, {
      name: 'Quotidien',
      enabled: false,
      version: card.version,
    });
    expect(changed.tree.at(-1)?.themes[0]).toMatchObject({ name: 'Quotidien', enabled: false });
    changed = await change('PUT', `/api/training-card-skills/${skill.id}`, {
      name: 'Parking couvert',
      pedagogicalObjective: 'Entre et sort sans toucher.',
      enabled: false,
      version: changed.version,
    });
    expect(changed.tree.at(-1)?.themes[0]?.skills[0]).toMatchObject({ name: 'Parking couvert', enabled: false });
    const bad = await call('PUT', `/api/training-card-domains/${domain.id}`, {
      name: '',
      format: 'G1',
      version: changed.version,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().error.details as { field: string }[]).map((detail) => detail.field).sort()).toEqual([
      'body.format',
      'body.name',
    ]);
    changed = await change('DELETE', `/api/training-card-domains/${domain.id}`);
    expect(changed.tree.map((part) => part.format)).not.toContain('F9');
    const gone = await call('PUT', `/api/training-card-skills/${skill.id}`, { name: 'X', version: changed.version });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 404 to the parts of another monitor’s card, changing nothing', async () => {
    const card = await frenchCard();
    const theme = card.tree[0]?.themes[0];
    const skill = theme?.skills[0];
    if (!theme || !skill) throw new Error('the French card is empty');
    // fre holds the setup rights but owns none of the head's cards.
    const asFre = (method: Method, url: string, payload?: object) => call(method, url, payload, 'fre@demo.ch');
    expect(
      (await asFre('POST', `/api/training-cards/${card.id}/domains`, { name: 'X', format: 'F1' })).statusCode,
    ).toBe(404);
    const rename = { name: 'X', version: card.version };
    expect((await asFre('PUT', `/api/training-card-skills/${skill.id}`, rename)).statusCode).toBe(404);
    expect((await asFre('DELETE', `/api/training-card-themes/${theme.id}`)).statusCode).toBe(404);
    const order = theme.skills.map((entry) => entry.id).reverse();
    expect((await asFre('PUT', `/api/training-card-themes/${theme.id}/skills/order`, { ids: order })).statusCode).toBe(
      404,
    );
    expect(await frenchCard()).toEqual(card);
  });
});
