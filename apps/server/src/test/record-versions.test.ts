import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callAs, createStudentAs } from './student-test-data';
import { useTestApp } from './test-app';

type Call = ReturnType<typeof callAs>;
type Json = Record<string, unknown> & { id: string; version: number };

/** An editable record: made by `owner`, replaced at `url` with `body(label)`, whose `field` then reads `label`. */
interface Kind {
  name: string;
  owner: string;
  /** Someone who does not hold the record (another school, or another monitor's catalogue). */
  stranger: string;
  field: string;
  body: (label: string) => object;
  /** Makes one: where to replace it, its version, and how to read it back. */
  create: (
    call: Call,
    app: () => FastifyInstance,
  ) => Promise<{ url: string; version: number; read: () => Promise<Json> }>;
}

const data = async (answer: Promise<{ statusCode: number; body: string; json: () => { data: unknown } }>) => {
  const response = await answer;
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json().data as Json;
};

/** A record of a list answered by `listUrl`, made by POST to `listUrl`. */
function listed(owner: string, listUrl: string, payload: object): Kind['create'] {
  return async (call) => {
    const created = await data(call(owner, 'POST', listUrl, payload));
    const read = async () =>
      ((await data(call(owner, 'GET', listUrl))) as unknown as Json[]).find((row) => row.id === created.id) as Json;
    return { url: `${listUrl}/${created.id}`, version: created.version, read };
  };
}

/** A part of a student sheet, on a student of monitor@demo.ch. */
function onStudent(section: string, payload: object): Kind['create'] {
  return async (call, app) => {
    const studentId = await createStudentAs(app, 'monitor@demo.ch');
    return listed('monitor@demo.ch', `/api/students/${studentId}/${section}`, payload)(call, app);
  };
}

const course = {
  abbreviation: 'LCB',
  category: 'B',
  icon: 'car',
  colour: '#1c5fb8',
  descriptions: { fr: '', de: '', it: '', en: '' },
  price: 95,
  durationMinutes: 45,
  individual: true,
  paymentModes: ['cash'],
};
const reminder = { text: 'Bonjour {firstname}', channels: ['sms'], daysBefore: 1 };
const vehicle = { plate: 'VD 123456', category: 'B', transmission: 'manual' };
const card = { language: 'fr' };

const KINDS: Kind[] = [
  {
    name: 'course',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'label',
    body: (label) => ({ ...course, label }),
    create: listed('head@demo.ch', '/api/courses', { ...course, label: 'Leçon B' }),
  },
  {
    name: 'infrastructure',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'name',
    body: (name) => ({ name, price: 35 }),
    create: listed('head@demo.ch', '/api/infrastructures', { name: 'Place de Romanel', price: 35 }),
  },
  {
    name: 'infrastructure type',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'name',
    body: (name) => ({ name }),
    create: listed('head@demo.ch', '/api/infrastructure-types', { name: 'Salle' }),
  },
  {
    name: 'vehicle',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'label',
    body: (label) => ({ ...vehicle, label }),
    create: listed('head@demo.ch', '/api/vehicles', vehicle),
  },
  {
    name: 'reminder template',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'name',
    body: (name) => ({ ...reminder, name }),
    create: listed('head@demo.ch', '/api/reminders', { ...reminder, name: 'Rappel' }),
  },
  {
    name: 'training route',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'label',
    body: (label) => ({ label }),
    create: listed('head@demo.ch', '/api/routes', { label: 'Lausanne – Vevey' }),
  },
  {
    name: 'examiner',
    owner: 'head@demo.ch',
    stranger: 'ceresio@demo.ch',
    field: 'name',
    body: (name) => ({ name }),
    create: listed('head@demo.ch', '/api/examiners', { name: 'Anne Expert' }),
  },
  {
    name: 'driving licence',
    owner: 'monitor@demo.ch',
    stranger: 'ceresio@demo.ch',
    field: 'authorityDecision',
    body: (authorityDecision) => ({ category: 'B', startDate: '2021-01-01', authorityDecision }),
    create: onStudent('licences', { category: 'B', startDate: '2021-01-01' }),
  },
  {
    name: 'exam',
    owner: 'monitor@demo.ch',
    stranger: 'ceresio@demo.ch',
    field: 'remarks',
    body: (remarks) => ({ date: '2026-01-01', type: 'theory', status: 'success', remarks }),
    create: onStudent('exams', { date: '2026-01-01', type: 'theory', status: 'success' }),
  },
  {
    name: 'task',
    owner: 'monitor@demo.ch',
    stranger: 'ceresio@demo.ch',
    field: 'description',
    body: (description) => ({ description }),
    create: onStudent('tasks', { description: 'Réviser' }),
  },
  {
    name: 'training card',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'name',
    body: (name) => ({ ...card, name }),
    create: async (call) => {
      const created = await data(call('head@demo.ch', 'POST', '/api/training-cards', { ...card, name: 'Carte A' }));
      const url = `/api/training-cards/${created.id}`;
      return { url, version: created.version, read: () => data(call('head@demo.ch', 'GET', url)) };
    },
  },
  {
    name: 'skill of a training card (at the card’s version)',
    owner: 'head@demo.ch',
    stranger: 'fre@demo.ch',
    field: 'name',
    body: (name) => ({ name }),
    create: async (call) => {
      const owner = 'head@demo.ch';
      type Tree = { id: string; themes: { id: string; skills: Json[] }[] }[];
      const made = await data(call(owner, 'POST', '/api/training-cards', { ...card, name: 'Carte B' }));
      const domain = (
        await data(call(owner, 'POST', `/api/training-cards/${made.id}/domains`, { name: 'D', format: 'F1' }))
      ).tree as Tree;
      const themed = await data(
        call(owner, 'POST', `/api/training-card-domains/${domain[0]?.id}/themes`, { name: 'T' }),
      );
      const themeId = (themed.tree as Tree)[0]?.themes[0]?.id;
      const skilled = await data(call(owner, 'POST', `/api/training-card-themes/${themeId}/skills`, { name: 'S' }));
      const skill = (skilled.tree as Tree)[0]?.themes[0]?.skills[0] as Json;
      const read = async () =>
        ((await data(call(owner, 'GET', `/api/training-cards/${made.id}`))).tree as Tree)[0]?.themes[0]
          ?.skills[0] as Json;
      return { url: `/api/training-card-skills/${skill.id}`, version: skilled.version, read };
    },
  },
];

describe('every editable record is changed at the version it was read at', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  for (const kind of KINDS) {
    it(`${kind.name}: a change raises the version, a stale one is a 409 writing nothing, a stranger a 404`, async () => {
      const { url, version, read } = await kind.create(call, () => t().app);
      expect(version).toBeGreaterThanOrEqual(1);

      const first = await call(kind.owner, 'PUT', url, { ...kind.body('Premier'), version });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.version).toBe(version + 1);

      const stale = await call(kind.owner, 'PUT', url, { ...kind.body('Second'), version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('stale_version');
      expect((await read())[kind.field]).toBe('Premier');

      const stranger = await call(kind.stranger, 'PUT', url, { ...kind.body('Étranger'), version: version + 1 });
      expect(stranger.statusCode).toBe(404);

      const missing = await call(kind.owner, 'PUT', url, kind.body('Sans version'));
      expect(missing.statusCode).toBe(400);
      expect((await read())[kind.field]).toBe('Premier');
    });
  }
});
