import { describe, expect, it } from 'vitest';
import { type GraphSimulator, startGraphSimulator } from '../../integrations/mail/graph-simulator';
import { communicationsCalls, hoursFromNow, useCommunicationsApp } from '../../test/communications';
import { createStudentAs } from '../../test/student-test-data';

const PUBLIC_URL = 'https://app.plattform.example';

describe("sending a monitor's mails through his Microsoft account (the Graph simulator)", () => {
  let graph: GraphSimulator;
  const t = useCommunicationsApp(
    async () => {
      graph = await startGraphSimulator({
        clientId: 'our-app',
        clientSecret: 'our-secret',
        address: 'helene@fahrschule.example',
      });
      return {
        PUBLIC_URL,
        MICROSOFT_CLIENT_ID: 'our-app',
        MICROSOFT_CLIENT_SECRET: 'our-secret',
        MICROSOFT_LOGIN_URL: graph.url,
        MICROSOFT_GRAPH_URL: `${graph.url}/v1.0`,
      };
    },
    () => graph.close(),
  );
  const { call, book, headLesson, logOf } = communicationsCalls(t);
  const app = () => t().app;

  /** What the browser does: follows the consent address and comes back with Microsoft's answer. */
  async function consent() {
    const connect = await call('head@demo.ch', 'GET', '/api/communication-settings/microsoft/connect');
    expect(connect.statusCode).toBe(200);
    const answer = await fetch(connect.json().data.url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const landing = new URL(answer.headers.get('location') ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/comm-settings`);
    return landing.searchParams;
  }
  /** The settings screen hands Microsoft's answer on, in the session of whoever is signed in. */
  const complete = (query: URLSearchParams, who = 'head@demo.ch') =>
    call(who, 'POST', '/api/communication-settings/microsoft/consent', {
      code: query.get('code') ?? '',
      state: query.get('state') ?? '',
    });

  it('refuses a consent whose state was altered, expired, or asked by someone else', async () => {
    const answer = await consent();
    const [until, proof] = (answer.get('state') ?? '').split('.');
    const code = answer.get('code') ?? '';
    for (const state of [[String(Number(until) + 60_000), proof].join('.'), [until, 'x'.repeat(43)].join('.')]) {
      const refused = await complete(new URLSearchParams({ code, state }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('microsoft_consent_failed');
    }
    // Another administrator's session cannot take the head's answer.
    const stolen = await complete(answer, 'fre@demo.ch');
    expect(stolen.statusCode).toBe(400);
    const noCode = await complete(new URLSearchParams({ state: answer.get('state') ?? '' }));
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.details[0].field).toBe('body.code');
    expect((await call('head@demo.ch', 'GET', '/api/communication-settings')).json().data.microsoft).toBeNull();
  });

  it('connects the account, sends a confirmation through Graph, and goes back to the product once disconnected', async () => {
    const connected = await complete(await consent());
    expect(connected.json().data).toEqual({ address: 'helene@fahrschule.example' });
    const settings = (await call('head@demo.ch', 'GET', '/api/communication-settings')).json().data;
    expect(settings).toMatchObject({ mailAccount: 'microsoft', microsoft: { address: 'helene@fahrschule.example' } });
    expect(JSON.stringify(settings)).not.toMatch(/token/i);

    const email = 'ms.student@example.com';
    const studentId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Lia', email, language: 'en' });
    await book('head@demo.ch', hoursFromNow(24 * 3), { courseId: (await headLesson()).id, studentIds: [studentId] });
    await app().jobRunner.drain();
    const sent = graph.sent().filter((mail) => mail.to.includes(email));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'helene@fahrschule.example',
      subject: expect.stringMatching(/^Confirmed: /),
    });
    expect((await logOf('head@demo.ch', email)).filter((entry) => entry.kind === 'confirmation')).toEqual([
      expect.objectContaining({ status: 'sent' }),
    ]);

    // Each sending refreshes the token and keeps the new one: a second sending, later, still goes.
    const second = 'ms.second@example.com';
    const secondId = await createStudentAs(app, 'head@demo.ch', { firstname: 'Noé', email: second, language: 'en' });
    await book('head@demo.ch', hoursFromNow(24 * 4), { courseId: (await headLesson()).id, studentIds: [secondId] });
    await app().jobRunner.drain();
    expect(graph.sent().filter((mail) => mail.to.includes(second))).toHaveLength(1);

    const disconnected = await call('head@demo.ch', 'DELETE', '/api/communication-settings/microsoft');
    expect(disconnected.json().data).toEqual({ disconnected: true });
    expect((await call('head@demo.ch', 'GET', '/api/communication-settings')).json().data).toMatchObject({
      mailAccount: 'product',
      microsoft: null,
    });
  });
});
