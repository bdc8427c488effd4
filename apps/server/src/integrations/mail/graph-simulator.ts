import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonObject, readRequestBody, sendJson, startLocalServer } from '../simulator-http';
import type { GraphEndpoints } from './graph-mail';

export interface SimulatedSentMail {
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  /** The body as sent, HTML when `html` */
  text: string;
  html: boolean;
  attachments: Array<{ name: string; size: number }>;
}

export interface GraphSimulator {
  url: string;
  endpoints(redirectUri: string): GraphEndpoints;
  sent(): SimulatedSentMail[];
  close(): Promise<void>;
}

export interface GraphSimulatorOptions {
  clientId?: string;
  clientSecret?: string;
  /** The signed-in mailbox */
  address?: string;
  /** Lifetime of the access tokens it issues */
  accessTokenSeconds?: number;
}

interface Draft {
  message: GraphMessage;
  attachments: Array<{ name: string; size: number }>;
}

interface GraphMessage {
  subject?: string;
  body?: { contentType?: string; content?: string };
  toRecipients?: Array<{ emailAddress?: { address?: string } }>;
  replyTo?: Array<{ emailAddress?: { address?: string } }>;
  attachments?: GraphAttachment[];
}

interface GraphAttachment {
  '@odata.type'?: string;
  name?: string;
  contentBytes?: string;
}

interface UploadSession {
  draftId: string;
  name: string;
  size: number;
  received: Buffer[];
  next: number;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;
/** What Graph takes: requests (upload pieces too) of 4 MB, an attachment inside a message of 3 MB. */
const REQUEST_LIMIT = 4 * MB;
const INLINE_ATTACHMENT_LIMIT = 3 * MB;
const UPLOAD_PIECE_UNIT = 320 * 1024;
const CODE_SECONDS = 600;

/**
 * Microsoft's login service and the part of Graph that sends mail, on 127.0.0.1, for the tests and
 * the demo: the authorization code flow (no consent page: authorize redirects at once), opaque
 * tokens that expire, sendMail, drafts with attachments and upload sessions, and Graph's limits.
 */
export async function startGraphSimulator(options: GraphSimulatorOptions = {}): Promise<GraphSimulator> {
  const clientId = options.clientId ?? 'simulated-client-id';
  const clientSecret = options.clientSecret ?? 'simulated-client-secret';
  const address = options.address ?? 'ecole@demo.ch';
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600;
  const userId = randomUUID();
  const codes = new Map<string, { redirectUri: string; scopes: string[]; expiresAt: number }>();
  const refreshTokens = new Map<string, string[]>();
  const accessTokens = new Map<string, { scopes: string[]; expiresAt: number }>();
  const drafts = new Map<string, Draft>();
  const uploads = new Map<string, UploadSession>();
  const sent: SimulatedSentMail[] = [];
  let url = '';

  function issueTokens(scopes: string[]) {
    const accessToken = opaque();
    accessTokens.set(accessToken, { scopes, expiresAt: Date.now() + accessTokenSeconds * 1000 });
    const answer: Record<string, unknown> = {
      token_type: 'Bearer',
      scope: scopes.join(' '),
      expires_in: accessTokenSeconds,
      access_token: accessToken,
    };
    if (scopes.includes('offline_access')) {
      const refreshToken = opaque();
      refreshTokens.set(refreshToken, scopes);
      answer.refresh_token = refreshToken;
    }
    return answer;
  }

  function authorize(query: URLSearchParams, response: ServerResponse) {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== clientId || !redirectUri || !URL.canParse(redirectUri)) {
      throw new HttpError(400, 'invalid_request', 'unknown client or redirect URI');
    }
    const target = new URL(redirectUri);
    if (query.get('response_type') !== 'code') {
      target.searchParams.set('error', 'unsupported_response_type');
    } else {
      const code = opaque();
      const scopes = (query.get('scope') ?? '').split(' ').filter(Boolean);
      codes.set(code, { redirectUri, scopes, expiresAt: Date.now() + CODE_SECONDS * 1000 });
      target.searchParams.set('code', code);
    }
    target.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { Location: target.toString() }).end();
  }

  function token(form: URLSearchParams) {
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      throw new HttpError(401, 'invalid_client', 'AADSTS7000215: Invalid client secret provided.');
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < Date.now() || code.redirectUri !== form.get('redirect_uri')) {
        throw new HttpError(
          400,
          'invalid_grant',
          'AADSTS70008: The provided authorization code is invalid or has expired.',
        );
      }
      return issueTokens(code.scopes);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const scopes = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!scopes) throw new HttpError(400, 'invalid_grant', 'AADSTS70000: The refresh token is invalid.');
      // Stricter than Microsoft (which lets an old one live until it expires): a refresh token
      // serves once, so a client that does not keep the new one fails at its next sending.
      refreshTokens.delete(form.get('refresh_token') ?? '');
      return issueTokens(scopes);
    }
    throw new HttpError(400, 'unsupported_grant_type', 'unsupported grant type');
  }

  function authorizeGraph(request: IncomingMessage, scope: string) {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const grant = accessTokens.get(presented);
    if (!grant) throw new HttpError(401, 'InvalidAuthenticationToken', 'Access token validation failure.');
    if (grant.expiresAt <= Date.now())
      throw new HttpError(401, 'InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.');
    if (!grant.scopes.includes(scope))
      throw new HttpError(403, 'ErrorAccessDenied', `Access is denied: ${scope} is needed.`);
  }

  function record(message: GraphMessage, attachments: Array<{ name: string; size: number }>) {
    const recipients = message.toRecipients?.map((r) => r.emailAddress?.address ?? '').filter(Boolean) ?? [];
    if (recipients.length === 0)
      throw new HttpError(400, 'ErrorInvalidRecipients', 'At least one recipient is not valid.');
    sent.push({
      from: address,
      to: recipients,
      replyTo: message.replyTo?.map((r) => r.emailAddress?.address ?? '') ?? [],
      subject: message.subject ?? '',
      text: message.body?.content ?? '',
      html: message.body?.contentType?.toLowerCase() === 'html',
      attachments,
    });
  }

  function inlineAttachment(attachment: GraphAttachment) {
    if (attachment['@odata.type'] !== '#microsoft.graph.fileAttachment' || !attachment.contentBytes) {
      throw new HttpError(400, 'ErrorInvalidRequest', 'only file attachments with contentBytes');
    }
    const size = Buffer.from(attachment.contentBytes, 'base64').length;
    if (size > INLINE_ATTACHMENT_LIMIT)
      throw new HttpError(413, 'ErrorRequestEntityTooLarge', 'The attachment is over 3 MB.');
    return { name: attachment.name ?? '', size };
  }

  function draftOf(id: string): Draft {
    const draft = drafts.get(id);
    if (!draft) throw new HttpError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    return draft;
  }

  function upload(id: string, request: IncomingMessage, body: Buffer, response: ServerResponse) {
    const session = uploads.get(id);
    if (!session) throw new HttpError(404, 'ErrorItemNotFound', 'unknown upload session');
    if (request.headers.authorization)
      throw new HttpError(401, 'InvalidAuthenticationToken', 'the upload URL carries its own token');
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(request.headers['content-range'] ?? '');
    const [start, end, total] = [range?.[1], range?.[2], range?.[3]].map(Number) as [number, number, number];
    const last = end === session.size - 1;
    if (start !== session.next || total !== session.size || end - start + 1 !== body.length) {
      throw new HttpError(416, 'InvalidRange', `expected bytes ${session.next}- of ${session.size}`);
    }
    if (!last && body.length % UPLOAD_PIECE_UNIT !== 0) {
      throw new HttpError(400, 'InvalidChunkSize', 'pieces but the last are multiples of 320 KiB');
    }
    session.received.push(body);
    session.next = end + 1;
    if (!last) {
      return json(response, 200, { expirationDateTime: inAnHour(), nextExpectedRanges: [String(session.next)] });
    }
    uploads.delete(id);
    const attachmentId = randomUUID();
    draftOf(session.draftId).attachments.push({ name: session.name, size: Buffer.concat(session.received).length });
    response
      .writeHead(201, { Location: `${url}/v1.0/me/messages/${session.draftId}/attachments/${attachmentId}` })
      .end();
  }

  function graph(request: IncomingMessage, path: string, body: Buffer, response: ServerResponse) {
    const route = `${request.method} ${path}`;
    if (route === 'GET /me') {
      authorizeGraph(request, 'User.Read');
      return json(response, 200, {
        id: userId,
        displayName: 'Auto-école Démo',
        mail: address,
        userPrincipalName: address,
      });
    }
    if (route === 'POST /me/sendMail') {
      authorizeGraph(request, 'Mail.Send');
      const { message } = parseJson(body) as { message?: GraphMessage };
      if (!message) throw new HttpError(400, 'ErrorInvalidRequest', 'message is required');
      record(message, (message.attachments ?? []).map(inlineAttachment));
      return json(response, 202, null);
    }
    if (route === 'POST /me/messages') {
      authorizeGraph(request, 'Mail.ReadWrite');
      const message = parseJson(body) as GraphMessage;
      const id = randomUUID();
      drafts.set(id, { message, attachments: (message.attachments ?? []).map(inlineAttachment) });
      return json(response, 201, { id, isDraft: true, subject: message.subject });
    }
    // Its ids are UUIDs, the same encoded or not.
    const [, id = '', action = ''] = /^\/me\/messages\/([^/]+)(\/.*)?$/.exec(path) ?? [];
    if (!id) throw new HttpError(404, 'ResourceNotFound', `no route ${route}`);
    authorizeGraph(request, 'Mail.ReadWrite');
    const draft = draftOf(id);
    if (request.method === 'DELETE' && action === '') {
      drafts.delete(id);
      return json(response, 204, null);
    }
    if (request.method !== 'POST') throw new HttpError(405, 'ErrorInvalidRequest', `no route ${route}`);
    if (action === '/attachments') {
      draft.attachments.push(inlineAttachment(parseJson(body) as GraphAttachment));
      return json(response, 201, { id: randomUUID() });
    }
    if (action === '/attachments/createUploadSession') {
      const item = (parseJson(body) as { AttachmentItem?: { name?: string; size?: number } }).AttachmentItem;
      if (!item?.name || !item.size)
        throw new HttpError(400, 'ErrorInvalidRequest', 'AttachmentItem needs name and size');
      const sessionId = randomUUID();
      uploads.set(sessionId, {
        draftId: id,
        name: item.name,
        size: item.size,
        received: [],
        next: 0,
      });
      const uploadUrl = `${url}/upload/${sessionId}?authtoken=${opaque()}`;
      return json(response, 201, { uploadUrl, expirationDateTime: inAnHour(), nextExpectedRanges: ['0-'] });
    }
    if (action === '/send') {
      record(draft.message, draft.attachments);
      drafts.delete(id);
      return json(response, 202, null);
    }
    throw new HttpError(404, 'ResourceNotFound', `no route ${route}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://simulator');
    const body = await readRequestBody(request, {
      limit: REQUEST_LIMIT,
      onTooLarge: () => new HttpError(413, 'ErrorRequestEntityTooLarge', 'The request is over 4 MB.'),
    });
    if (request.method === 'GET' && /^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(pathname)) {
      return authorize(searchParams, response);
    }
    if (request.method === 'POST' && /^\/[^/]+\/oauth2\/v2\.0\/token$/.test(pathname)) {
      return json(response, 200, token(new URLSearchParams(body.toString())));
    }
    if (request.method === 'PUT' && pathname.startsWith('/upload/')) {
      return upload(pathname.slice('/upload/'.length), request, body, response);
    }
    if (pathname.startsWith('/v1.0/')) return graph(request, pathname.slice('/v1.0'.length), body, response);
    throw new HttpError(404, 'ResourceNotFound', 'not found');
  }

  const server = await startLocalServer(handle, {
    onError(error, request, response) {
      const failure = error instanceof HttpError ? error : new HttpError(500, 'InternalServerError', String(error));
      if (response.headersSent) return void response.destroy();
      const isLogin = /\/oauth2\//.test(request.url ?? '');
      json(
        response,
        failure.status,
        isLogin
          ? { error: failure.code, error_description: failure.message }
          : { error: { code: failure.code, message: failure.message } },
      );
    },
  });
  url = server.url;

  return {
    url,
    endpoints: (redirectUri) => ({
      loginBaseUrl: url,
      graphBaseUrl: `${url}/v1.0`,
      tenant: 'common',
      clientId,
      clientSecret,
      redirectUri,
    }),
    sent: () => sent.map((mail) => ({ ...mail, to: [...mail.to], attachments: [...mail.attachments] })),
    close: server.close,
  };
}

function parseJson(body: Buffer): object {
  return parseJsonObject(body, () => new HttpError(400, 'BadRequest', 'the body is not a JSON object'));
}

function json(response: ServerResponse, status: number, body: unknown) {
  sendJson(response, status, body, 'application/json');
}

function opaque(): string {
  return randomBytes(24).toString('base64url');
}

function inAnHour(): string {
  return new Date(Date.now() + 3_600_000).toISOString();
}
