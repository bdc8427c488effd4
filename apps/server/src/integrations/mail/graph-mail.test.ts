import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../simulator-http';
import {
  exchangeGraphCode,
  type GraphConnection,
  type GraphEndpoints,
  graphAuthorizeUrl,
  refreshGraphToken,
  sendByGraph,
} from './graph-mail';
import { type GraphSimulator, startGraphSimulator } from './graph-simulator';
import { MailDeliveryError, type OutgoingMail } from './mail-message';

const REDIRECT_URI = 'http://127.0.0.1:3000/api/communications/microsoft/callback';
const MB = 1024 * 1024;

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    from: { name: 'Auto-école Démo', address: 'ecole@demo.ch' },
    to: 'eleve@example.ch',
    subject: 'Rappel de leçon',
    text: 'Demain à 08:00',
    messageId: `<${crypto.randomUUID()}@driving-school.local>`,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

/** What the browser does: follows the authorize URL and lands on our redirect URI with a code. */
async function signIn(endpoints: GraphEndpoints, state: string): Promise<string> {
  const response = await fetch(graphAuthorizeUrl(endpoints, state), { redirect: 'manual' });
  expect(response.status).toBe(302);
  const landing = new URL(response.headers.get('location') ?? '');
  expect(`${landing.origin}${landing.pathname}`).toBe(REDIRECT_URI);
  expect(landing.searchParams.get('state')).toBe(state);
  return landing.searchParams.get('code') ?? '';
}

describe('Microsoft Graph mail, against the simulator', () => {
  let simulator: GraphSimulator;
  let endpoints: GraphEndpoints;
  let connection: GraphConnection;

  beforeAll(async () => {
    simulator = await startGraphSimulator({ clientId: 'our-app', clientSecret: 'our-secret' });
    endpoints = simulator.endpoints(REDIRECT_URI);
  });
  afterAll(async () => {
    await simulator.close();
  });

  it('signs in through the authorization code flow and reads the mailbox address', async () => {
    const authorizeUrl = new URL(graphAuthorizeUrl(endpoints, 'state-1'));
    expect(authorizeUrl.pathname).toBe('/common/oauth2/v2.0/authorize');
    expect(authorizeUrl.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['offline_access', 'User.Read', 'Mail.Send']),
    );

    const before = Date.now();
    connection = await exchangeGraphCode(endpoints, await signIn(endpoints, 'state-1'));
    expect(connection.account.address).toBe('ecole@demo.ch');
    expect(connection.account.id).not.toBe('');
    expect(connection.refreshToken).not.toBe('');
    expect(connection.expiresAt.getTime()).toBeGreaterThan(before + 3_000_000);
  });

  it('refuses a code used twice, or a wrong client secret', async () => {
    const code = await signIn(endpoints, 'state-2');
    await exchangeGraphCode(endpoints, code);
    expect((await failure(exchangeGraphCode(endpoints, code))).kind).toBe('auth');
    const wrongSecret = { ...endpoints, clientSecret: 'guess' };
    expect((await failure(exchangeGraphCode(wrongSecret, await signIn(endpoints, 'state-3')))).kind).toBe('auth');
  });

  it('sends a small message in one request', async () => {
    const before = simulator.sent().length;
    const pdf = Buffer.alloc(50_000, 1);
    await sendByGraph(
      endpoints,
      connection.accessToken,
      mail({
        html: '<p>Demain à 08:00</p>',
        replyTo: 'sekretariat@demo.ch',
        attachments: [{ filename: 'Rechnung.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    );
    expect(simulator.sent().slice(before)).toEqual([
      {
        from: 'ecole@demo.ch',
        to: ['eleve@example.ch'],
        replyTo: ['sekretariat@demo.ch'],
        subject: 'Rappel de leçon',
        text: '<p>Demain à 08:00</p>',
        html: true,
        attachments: [{ name: 'Rechnung.pdf', size: 50_000 }],
      },
    ]);
  });

  it('sends a 5 MB attachment through an upload session', async () => {
    const before = simulator.sent().length;
    const attachments = [
      { filename: 'Plan.pdf', contentType: 'application/pdf', content: Buffer.alloc(200_000, 2) },
      { filename: 'Video.mp4', contentType: 'video/mp4', content: Buffer.alloc(5 * MB, 3) },
    ];
    await sendByGraph(endpoints, connection.accessToken, mail({ attachments }));
    const [sent] = simulator.sent().slice(before);
    expect(sent?.html).toBe(false);
    expect(sent?.text).toBe('Demain à 08:00');
    expect(sent?.attachments).toEqual([
      { name: 'Plan.pdf', size: 200_000 },
      { name: 'Video.mp4', size: 5 * MB },
    ]);
  });

  it('answers 413 to an attachment over 3 MB inside sendMail, as Graph does', async () => {
    const response = await fetch(`${endpoints.graphBaseUrl}/me/sendMail`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${connection.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: {
          subject: 'Too big',
          toRecipients: [{ emailAddress: { address: 'eleve@example.ch' } }],
          attachments: [
            {
              '@odata.type': '#microsoft.graph.fileAttachment',
              name: 'big.bin',
              contentBytes: Buffer.alloc(3.5 * MB).toString('base64'),
            },
          ],
        },
      }),
    });
    expect(response.status).toBe(413);
  });

  it('refreshes the access token', async () => {
    const refreshed = await refreshGraphToken(endpoints, connection.refreshToken);
    expect(refreshed.accessToken).not.toBe(connection.accessToken);
    await sendByGraph(endpoints, refreshed.accessToken, mail({ subject: 'After refresh' }));
    expect(simulator.sent().at(-1)?.subject).toBe('After refresh');
    expect((await failure(refreshGraphToken(endpoints, 'not-a-refresh-token'))).kind).toBe('auth');
  });

  it('refuses an invalid or expired access token as an authentication failure', async () => {
    const invalid = await failure(sendByGraph(endpoints, 'not-a-token', mail()));
    expect(invalid).toMatchObject({ kind: 'auth', notAccepted: true });

    const shortLived = await startGraphSimulator({ accessTokenSeconds: 0 });
    try {
      const shortEndpoints = shortLived.endpoints(REDIRECT_URI);
      const tokens = await fetch(`${shortLived.url}/common/oauth2/v2.0/token`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: shortEndpoints.clientId,
          client_secret: shortEndpoints.clientSecret,
          grant_type: 'authorization_code',
          code: await signIn(shortEndpoints, 'state-4'),
          redirect_uri: REDIRECT_URI,
        }),
      });
      const { access_token } = (await tokens.json()) as { access_token: string };
      const expired = await failure(sendByGraph(shortEndpoints, access_token, mail()));
      expect(expired).toMatchObject({ kind: 'auth', notAccepted: true });
      expect(shortLived.sent()).toEqual([]);
    } finally {
      await shortLived.close();
    }
  });
});

describe('Microsoft Graph failures', () => {
  let status = 503;
  let server: LocalServer;
  let endpoints: GraphEndpoints;

  beforeAll(async () => {
    server = await startLocalServer(async (_request, response) =>
      sendJson(response, status, { error: { code: 'Failure', message: 'simulated' } }, 'application/json'),
    );
    endpoints = {
      loginBaseUrl: server.url,
      graphBaseUrl: server.url,
      tenant: 'common',
      clientId: 'c',
      clientSecret: 's',
      redirectUri: 'r',
    };
  });
  afterAll(() => server.close());

  it.each([
    [503, 'connection'],
    [429, 'connection'],
    [400, 'rejected'],
    [403, 'rejected'],
  ] as const)('maps an answer %i to %s, the message not taken', async (answer, kind) => {
    status = answer;
    expect(await failure(sendByGraph(endpoints, 'token', mail()))).toMatchObject({ kind, notAccepted: true });
  });

  it('reports a service that cannot be reached as a connection failure', async () => {
    const unused = await startLocalServer(async () => {});
    await unused.close();
    const closed = { ...endpoints, graphBaseUrl: unused.url };
    expect(await failure(sendByGraph(closed, 'token', mail()))).toMatchObject({
      kind: 'connection',
      notAccepted: true,
    });
  });
});
