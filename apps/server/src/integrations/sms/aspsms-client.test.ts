import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalServer, startLocalServer } from '../simulator-http';
import { createAspsmsProvider, parseAspsmsDeliveryReport } from './aspsms-client';
import { type AspsmsSimulator, startAspsmsSimulator } from './aspsms-simulator';
import { SmsSendError } from './sms-provider';

const credentials = { userKey: 'TESTUSERKEY', password: 'test-password' };
const sms = (reference: string, to = '+41791234567', text = 'Leçon demain à 08:00') => ({
  to,
  text,
  originator: 'AutoEcole',
  reference,
});

async function failure(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('ASPSMS client against the simulator', () => {
  let simulator: AspsmsSimulator;
  let listener: LocalServer;
  let deliveryUrl: string;
  const reports: Array<Record<string, string>> = [];
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'aspsms-'));
    simulator = await startAspsmsSimulator({ ...credentials, credits: 10 });
    listener = await startLocalServer(async (request, response) => {
      reports.push(Object.fromEntries(new URL(request.url ?? '/', 'http://listener').searchParams));
      response.end('OK');
    });
    deliveryUrl = `${listener.url}/api/sms/delivery`;
  });
  afterAll(async () => {
    await simulator.close();
    await listener.close();
    await rm(directory, { recursive: true, force: true });
  });

  const provider = () => createAspsmsProvider({ baseUrl: simulator.url, ...credentials });

  it('sends with our reference, and reports delivery to our URL and on inquiry', async () => {
    await provider().send({ ...sms('msg1'), deliveryUrl });
    expect(simulator.messages()).toContainEqual(expect.objectContaining(sms('msg1')));

    await vi.waitFor(() => expect(reports.find((query) => query.reference === 'msg1')).toBeDefined());
    const report = reports.find((query) => query.reference === 'msg1') ?? {};
    expect(parseAspsmsDeliveryReport(report)).toEqual({ reference: 'msg1', state: 'delivered' });
    expect(await provider().status('msg1')).toBe('delivered');
    expect(await provider().status('neverSent')).toBe('not_found');
  });

  it('reports a number that cannot be reached as failed', async () => {
    await provider().send({ ...sms('msg2', '+41790000000'), deliveryUrl });
    await vi.waitFor(() => expect(reports.find((query) => query.reference === 'msg2')).toBeDefined());
    expect(parseAspsmsDeliveryReport(reports.find((query) => query.reference === 'msg2') ?? {})).toEqual({
      reference: 'msg2',
      state: 'failed',
    });
    expect(await provider().status('msg2')).toBe('failed');
    expect(parseAspsmsDeliveryReport({ reference: 'msg2', state: 'lost' })).toBeNull();
    expect(parseAspsmsDeliveryReport({ state: 'delivered' })).toBeNull();
  });

  it('charges one credit a part: two for a UCS-2 text of 72 units', async () => {
    const before = await provider().credits();
    await provider().send(sms('msg3', '+41791234567', 'Leçon '.repeat(12)));
    expect(await provider().credits()).toBe(before - 2);
  });

  it('refuses wrong credentials, a lack of credit and an invalid number, none of them sent', async () => {
    const wrong = createAspsmsProvider({ baseUrl: simulator.url, userKey: credentials.userKey, password: 'nope' });
    expect(await failure(wrong.send(sms('auth1')))).toMatchObject({ kind: 'auth', notAccepted: true });
    expect(await failure(wrong.credits())).toMatchObject({ kind: 'auth' });

    expect(await failure(provider().send(sms('invalid1', '0791234567')))).toMatchObject({
      kind: 'invalid_number',
      notAccepted: true,
    });

    simulator.setCredits(0);
    expect(await failure(provider().send(sms('poor1')))).toMatchObject({ kind: 'no_credit', notAccepted: true });
    simulator.setCredits(10);

    const references = simulator.messages().map((message) => message.reference);
    expect(references).not.toContain('auth1');
    expect(references).not.toContain('invalid1');
    expect(references).not.toContain('poor1');
  });

  it('knows the request never left when nothing listens', async () => {
    const closed = await startLocalServer(async () => {});
    await closed.close();
    const nowhere = createAspsmsProvider({ baseUrl: closed.url, ...credentials });
    expect(await failure(nowhere.send(sms('gone1')))).toMatchObject({ kind: 'connection', notAccepted: true });
  });

  it('does not know the outcome when the answer comes too late, though ASPSMS took the message', async () => {
    const journalPath = join(directory, 'slow.jsonl');
    const slow = await startAspsmsSimulator({ ...credentials, answerDelayMs: 1_000, journalPath });
    try {
      const impatient = createAspsmsProvider({ baseUrl: slow.url, ...credentials, timeoutMs: 200 });
      const error = await failure(impatient.send(sms('slow1')));
      expect(error).toMatchObject({ kind: 'connection', notAccepted: false });
      expect(slow.messages()).toContainEqual(expect.objectContaining({ reference: 'slow1' }));
      // The caller finds out by asking, with a patient client.
      const patient = createAspsmsProvider({ baseUrl: slow.url, ...credentials });
      await vi.waitFor(async () => expect(await patient.status('slow1')).toBe('delivered'));
    } finally {
      await slow.close();
    }
  });

  it('runs as a process of its own, whose journal a restarted simulator reads', async () => {
    const journalPath = join(directory, 'process.jsonl');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/integrations/sms/aspsms-simulator-cli.ts', '--journal', journalPath],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const [line] = await once(createInterface({ input: child.stdout }), 'line');
      const { url } = JSON.parse(String(line)) as { url: string };
      const remote = createAspsmsProvider({ baseUrl: url, userKey: 'SIMULATORKEY', password: 'simulator' });
      await remote.send(sms('proc1'));
    } finally {
      child.kill('SIGTERM');
    }
    expect(await readFile(journalPath, 'utf8')).toContain('"reference":"proc1"');
    const restarted = await startAspsmsSimulator({ journalPath });
    try {
      expect(restarted.messages()).toContainEqual(expect.objectContaining(sms('proc1')));
    } finally {
      await restarted.close();
    }
  });
});
