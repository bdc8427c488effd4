import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegistryError, type SariTokenStore, type SariTokens } from '../../kernel/course-registries';
import { createL2Client } from '../l2/l2-client';
import { type L2Simulator, startL2Simulator } from '../l2/l2-simulator';
import type { RegistryCallLog } from '../registry-http';
import { createSariClient } from './sari-client';
import { type SariSimulator, startSariSimulator } from './sari-simulator';

const account = {
  clientId: '7_client',
  clientSecret: 'client-secret-x',
  username: 'API_Test',
  password: 'pass-word-y',
};
const anna = { faber: '123456789', birthDate: '2005-02-03', firstname: 'Anna', lastname: 'Test' };
const expired = {
  faber: '223456789',
  birthDate: '2001-02-03',
  firstname: 'Ben',
  lastname: 'Alt',
  licenceExpired: true,
};

function memoryStore(
  initial: SariTokens | null = null,
): SariTokenStore & { tokens: SariTokens | null; writes: number } {
  const store = {
    tokens: initial,
    writes: 0,
    read: async () => store.tokens,
    write: async (tokens: SariTokens) => {
      store.tokens = tokens;
      store.writes += 1;
    },
  };
  return store;
}

async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof RegistryError)) throw new Error(`expected a RegistryError, got ${String(error)}`);
  return [error.kind, error.reason];
}

describe('SARI client against the simulator over HTTP', () => {
  let simulator: SariSimulator;
  const logs: RegistryCallLog[] = [];
  const client = () => createSariClient({ baseUrl: simulator.url, timeoutMs: 300, log: (entry) => logs.push(entry) });

  beforeAll(async () => {
    simulator = await startSariSimulator({
      accounts: [account],
      customers: [anna, expired],
      courses: [
        {
          id: '61',
          type: 'VKU',
          name: 'VKU Teil 1',
          date: '2026-12-05 10:00',
          places: 8,
          open: true,
          participants: [],
        },
        {
          id: '62',
          type: 'VKU',
          name: 'VKU geschlossen',
          date: '2026-11-05 10:00',
          places: 8,
          open: false,
          participants: [],
        },
        {
          id: '63',
          type: 'PGS',
          name: 'PGS',
          date: '2026-11-05 10:00',
          places: 8,
          open: true,
          participants: [],
          account: 'API_Other',
        },
      ],
    });
  });
  afterAll(() => simulator.close());

  it('authenticates with the password grant, keeps the tokens, and reads version, customer, courses and participants', async () => {
    const store = memoryStore();
    const sari = client().connect(account, store);
    await sari.authenticate();
    expect(store.tokens?.refreshToken).toBeTruthy();
    expect(store.tokens?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await sari.version('Hello_World')).toBe('Hello_World');
    expect(await sari.findCustomer(anna)).toEqual({
      faber: anna.faber,
      birthDate: anna.birthDate,
      firstname: 'Anna',
      lastname: 'Test',
    });
    expect(await sari.courses('VKU')).toEqual([
      { id: '61', name: 'VKU Teil 1', date: '2026-12-05 10:00', freePlaces: 8 },
    ]);
    await sari.enrol('61', anna);
    expect(await sari.participants('61')).toEqual([{ ...anna, confirmedOn: null }]);
    await sari.unenrol('61', anna.faber);
    expect(await sari.participants('61')).toEqual([]);
    expect(store.writes).toBe(1);
  });

  it('says each documented refusal in our words, with the registry’s code', async () => {
    const sari = client().connect(account, memoryStore());
    expect(await refusal(sari.findCustomer({ faber: '999999999', birthDate: '2000-01-01' }))).toEqual([
      'not_found',
      'PERSON_NOT_FOUND',
    ]);
    expect(await refusal(sari.findCustomer({ faber: 'abc', birthDate: '2000-01-01' }))).toEqual([
      'refused',
      'INVALID_PARAMETER',
    ]);
    expect(await refusal(sari.enrol('99', anna))).toEqual(['not_found', 'COURSE_NOT_FOUND']);
    expect(await refusal(sari.enrol('62', anna))).toEqual(['refused', 'COURSE_NOT_ALLOWED_OR_ENABLED']);
    expect(await refusal(sari.enrol('61', expired))).toEqual(['refused', 'LICENSE_EXPIRED']);
    expect(await refusal(sari.enrol('61', { faber: '999999999', birthDate: '2000-01-01' }))).toEqual([
      'not_found',
      'PERSON_NOT_FOUND',
    ]);
    await sari.enrol('61', anna);
    expect(await refusal(sari.enrol('61', anna))).toEqual(['refused', 'PERSON_ALREADY_ADDED']);
    expect(await refusal(sari.unenrol('61', expired.faber))).toEqual(['not_found', 'COURSEMEMBER_NOT_FOUND']);
    expect(simulator.confirmParticipant('61', anna.faber)).toBe(true);
    expect(await refusal(sari.unenrol('61', anna.faber))).toEqual(['refused', 'COURSEMEMBER_ALREADY_CONFIRMED']);
    simulator.confirmParticipant('61', anna.faber, null);
    expect(await refusal(sari.enrol('63', anna))).toEqual(['refused', 'NO_PERMISSION']);
    expect(await refusal(sari.participants('63'))).toEqual(['refused', 'NO_PERMISSION']);
    expect(await sari.courses('PGS')).toEqual([]);
    await sari.unenrol('61', anna.faber);
  });

  it('refuses wrong credentials as credentials_refused', async () => {
    expect(
      await refusal(
        client()
          .connect({ ...account, password: 'wrong' }, memoryStore())
          .authenticate(),
      ),
    ).toEqual(['credentials_refused', 'credentials_refused']);
    expect(
      await refusal(
        client()
          .connect({ ...account, clientSecret: 'wrong' }, memoryStore())
          .version('x'),
      ),
    ).toEqual(['credentials_refused', 'credentials_refused']);
  });

  it('refreshes a token past its end before the call, and one SARI calls expired after a 401', async () => {
    const store = memoryStore();
    const sari = client().connect(account, store);
    await sari.authenticate();
    const first = store.tokens;
    if (!first) throw new Error('no tokens');
    store.tokens = { ...first, expiresAt: new Date(Date.now() - 1000) };
    const before = simulator.calls().length;
    expect(await sari.version('a')).toBe('a');
    expect(
      simulator
        .calls()
        .slice(before)
        .map((call) => call.grant ?? call.path),
    ).toEqual(['refresh_token', '/api/courseregistration/version/a']);
    expect(store.tokens?.accessToken).not.toBe(first.accessToken);

    simulator.expireTokens();
    const again = simulator.calls().length;
    expect(await sari.version('b')).toBe('b');
    expect(
      simulator
        .calls()
        .slice(again)
        .map((call) => [call.grant ?? call.path, call.status]),
    ).toEqual([
      ['/api/courseregistration/version/b', 401],
      ['refresh_token', 200],
      ['/api/courseregistration/version/b', 200],
    ]);
  });

  it('answers unavailable on a 503 and on a timeout', async () => {
    const sari = client().connect(account, memoryStore());
    await sari.authenticate();
    simulator.failNext(1);
    expect(await refusal(sari.version('x'))).toEqual(['unavailable', 'registry_unavailable']);
    simulator.delayNext(1, 1000);
    expect(await refusal(sari.version('y'))).toEqual(['unavailable', 'registry_unavailable']);
    expect(logs.some((entry) => entry.status === 'timeout')).toBe(true);
  });

  it('logs each call by name and outcome, never a secret, a token or a person', () => {
    const text = JSON.stringify(logs);
    for (const secret of [account.clientSecret, account.password, anna.faber, anna.birthDate]) {
      expect(text).not.toContain(secret);
    }
    expect(logs).toContainEqual(
      expect.objectContaining({
        registry: 'sari',
        call: 'personcourse-put',
        status: 409,
        outcome: 'PERSON_ALREADY_ADDED',
      }),
    );
  });
});

describe('L2 client against the simulator over HTTP', () => {
  let simulator: L2Simulator;
  const student = { ...anna, reference: 'student-1', monitorFaber: null };
  beforeAll(async () => {
    simulator = await startL2Simulator({ apiKey: 'key-1', unknownFabers: ['999999999'] });
  });
  afterAll(() => simulator.close());
  const client = (apiKey = 'key-1') => createL2Client({ baseUrl: simulator.url, apiKey, timeoutMs: 300 });

  it('registers a student once, however often sent', async () => {
    const { reference } = await client().sendStudent(student);
    expect(reference).toMatch(/^L2-\d+$/);
    expect(await client().sendStudent(student)).toEqual({ reference });
    expect(simulator.registrations()).toHaveLength(1);
  });

  it('says its refusals, a wrong key, a 503 and a timeout in our words', async () => {
    expect(await refusal(client().sendStudent({ ...student, faber: '999999999' }))).toEqual([
      'refused',
      'PERSON_NOT_FOUND',
    ]);
    expect(await refusal(client().sendStudent({ ...student, faber: 'x' }))).toEqual(['refused', 'INVALID_PARAMETER']);
    expect(await refusal(client('wrong').sendStudent(student))).toEqual(['credentials_refused', 'credentials_refused']);
    simulator.failNext(1);
    expect(await refusal(client().sendStudent(student))).toEqual(['unavailable', 'registry_unavailable']);
    simulator.delayNext(1, 1000);
    expect(await refusal(client().sendStudent(student))).toEqual(['unavailable', 'registry_unavailable']);
  });
});
