import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TheoryExamError, type TheoryExamService } from '../../kernel/theory-exam';
import { createTheoryExamClient } from './theory-exam-client';
import { startTheoryExamSimulator, type TheoryExamSimulator } from './theory-exam-simulator';
import { QUIZ } from './theory-quiz';

const ANNA = { username: 'anna@example.ch', password: 'Anna-Theorie-1' };
const CODE = 'ABCD-EFGH-JKLM-NPQR';

async function failureOf(promise: Promise<unknown>): Promise<TheoryExamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TheoryExamError)) throw new Error(`expected a TheoryExamError, got ${String(error)}`);
  return error;
}

describe('theory-exam client against the simulator over HTTP', () => {
  let simulator: TheoryExamSimulator;
  let client: TheoryExamService;
  const logged: object[] = [];
  const log = { info: (fields: object) => logged.push(fields), warn: (fields: object) => logged.push(fields) };

  beforeAll(async () => {
    simulator = await startTheoryExamSimulator({ accounts: [ANNA, { username: 'ben@example.ch', password: 'Ben-1' }] });
    client = createTheoryExamClient({ url: simulator.url, apiKey: simulator.apiKey, timeoutMs: 300, log });
  });
  afterAll(() => simulator.close());

  it('verifies an account, and says so in our words when the service refuses it', async () => {
    await client.verifyAccount(ANNA);
    expect((await failureOf(client.verifyAccount({ ...ANNA, password: 'wrong' }))).kind).toBe('credentials_refused');
  });

  it('activates a code once for its account (the same answer again), refuses it to another account', async () => {
    const activated = await client.activateLicence(ANNA, { code: CODE, days: 30 });
    expect(activated.expiresAt.getTime() - activated.activatedAt.getTime()).toBe(30 * 86_400_000);
    expect(await client.activateLicence(ANNA, { code: CODE, days: 30 })).toEqual(activated);
    const other = { username: 'ben@example.ch', password: 'Ben-1' };
    expect((await failureOf(client.activateLicence(other, { code: CODE, days: 30 }))).kind).toBe('licence_refused');
    expect((await failureOf(client.activateLicence(ANNA, { code: 'not-a-code', days: 30 }))).kind).toBe(
      'licence_refused',
    );
  });

  it('opens a single-use session on the quiz in the language asked; none without a running licence', async () => {
    const { url } = await client.openTrainingSession(ANNA, {
      language: 'it',
      returnUrl: 'http://localhost/theory-test',
    });
    const quiz = await fetch(url);
    expect(quiz.status).toBe(200);
    const html = await quiz.text();
    expect(html).toContain('lang="it"');
    expect(html).toContain('Qual è la velocità massima generale');
    expect(html.match(/<fieldset/g)).toHaveLength(QUIZ.length);
    expect((await fetch(url)).status).toBe(410);

    const ben = { username: 'ben@example.ch', password: 'Ben-1' };
    const refused = await failureOf(client.openTrainingSession(ben, { language: 'fr', returnUrl: 'http://localhost' }));
    expect(refused.kind).toBe('no_licence');
  });

  it('scores a quiz sent and reports it as the licence’s progress', async () => {
    const { url } = await client.openTrainingSession(ANNA, {
      language: 'fr',
      returnUrl: 'http://localhost/theory-test',
    });
    const opened = await fetch(url);
    const form = new URLSearchParams(
      QUIZ.map((question, index): [string, string] => [question.id, String(index < 15 ? question.right : 9)]),
    );
    const result = await fetch(opened.url, { method: 'POST', body: form });
    expect(await result.text()).toContain('15 bonnes réponses sur 20');
    const progress = await client.readProgress(CODE);
    expect(progress.percent).toBe(75);
    expect(progress.lastTrainedAt).toBeInstanceOf(Date);
    expect((await failureOf(client.readProgress('ZZZZ-ZZZZ-ZZZZ-ZZZZ'))).kind).toBe('rejected');
  });

  it('asks a new bearer token once the old one expired, and goes on', async () => {
    const before = simulator.tokensIssued();
    simulator.expireTokens();
    await client.verifyAccount(ANNA);
    expect(simulator.tokensIssued()).toBe(before + 1);
  });

  it('says unavailable on a 503 and on a timeout', async () => {
    simulator.failNext(1);
    expect((await failureOf(client.verifyAccount(ANNA))).kind).toBe('unavailable');
    simulator.delay(600);
    expect((await failureOf(client.verifyAccount(ANNA))).kind).toBe('unavailable');
    simulator.delay(0);
    await client.verifyAccount(ANNA);
  });

  it('logs each call without a password, a token, a code or an address', () => {
    const text = JSON.stringify(logged);
    expect(logged.length).toBeGreaterThan(10);
    for (const secret of [ANNA.password, 'Ben-1', CODE, simulator.apiKey, '/sso/']) expect(text).not.toContain(secret);
    expect(logged).toContainEqual(expect.objectContaining({ operation: 'open-session', status: 201 }));
    expect(logged).toContainEqual(expect.objectContaining({ operation: 'verify-account', outcome: 'timeout' }));
  });
});
