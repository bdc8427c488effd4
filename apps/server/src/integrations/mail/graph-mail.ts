import { type MailAttachment, MailDeliveryError, type OutgoingMail } from './mail-message';

/** Where a Microsoft-type account signs in and sends: Microsoft's own services, or the simulator in tests. */
export interface GraphEndpoints {
  loginBaseUrl: string;
  graphBaseUrl: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export const MICROSOFT_ENDPOINTS: Pick<GraphEndpoints, 'loginBaseUrl' | 'graphBaseUrl' | 'tenant'> = {
  loginBaseUrl: 'https://login.microsoftonline.com',
  graphBaseUrl: 'https://graph.microsoft.com/v1.0',
  tenant: 'common',
};

export interface GraphTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface GraphConnection extends GraphTokens {
  account: { id: string; address: string };
}

/** Mail.ReadWrite because a message with an attachment over 3 MB goes through a draft, which Mail.Send does not allow. */
const GRAPH_SCOPES = 'offline_access User.Read Mail.Send Mail.ReadWrite';
/** Graph takes attachments inside the message up to 3 MB in all; above, each larger one goes through an upload session. */
const INLINE_ATTACHMENTS_LIMIT = 3 * 1024 * 1024;
/** Upload pieces stay under Graph's 4 MB per request, in multiples of 320 KiB as Microsoft's upload sessions ask. */
const UPLOAD_CHUNK = 10 * 320 * 1024;
const TIMEOUT_MS = 30_000;
/** Network errors before any byte of the request left. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function graphAuthorizeUrl(endpoints: GraphEndpoints, state: string): string {
  const url = new URL(`${endpoints.loginBaseUrl}/${encodeURIComponent(endpoints.tenant)}/oauth2/v2.0/authorize`);
  url.search = new URLSearchParams({
    client_id: endpoints.clientId,
    response_type: 'code',
    redirect_uri: endpoints.redirectUri,
    response_mode: 'query',
    scope: GRAPH_SCOPES,
    state,
  }).toString();
  return url.toString();
}

/** Trades the code of the authorization redirect for tokens, and reads whose mailbox they open. */
export async function exchangeGraphCode(endpoints: GraphEndpoints, code: string): Promise<GraphConnection> {
  const { refreshToken, ...tokens } = await requestTokens(endpoints, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: endpoints.redirectUri,
  });
  if (!refreshToken) throw new MailDeliveryError('auth', 'no refresh token: offline access was not granted', true);
  const me = (await (
    await graphRequest(`${endpoints.graphBaseUrl}/me`, { headers: bearer(tokens.accessToken) }, false)
  ).json()) as { id: string; mail?: string | null; userPrincipalName: string };
  return { ...tokens, refreshToken, account: { id: me.id, address: me.mail ?? me.userPrincipalName } };
}

export async function refreshGraphToken(endpoints: GraphEndpoints, refreshToken: string): Promise<GraphTokens> {
  const tokens = await requestTokens(endpoints, { grant_type: 'refresh_token', refresh_token: refreshToken });
  return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
}

/**
 * Sends as the signed-in mailbox (its address is the sender, whatever `mail.from` says) and keeps a
 * copy in its Sent Items.
 * Graph has no place for Content-Language nor Auto-Submitted (it takes only `X-` headers):
 * `X-Auto-Response-Suppress`, which Exchange honours, keeps auto-replies away instead.
 */
export async function sendByGraph(endpoints: GraphEndpoints, accessToken: string, mail: OutgoingMail): Promise<void> {
  const attachments = mail.attachments ?? [];
  const graph = endpoints.graphBaseUrl;
  if (attachments.reduce((total, a) => total + a.content.length, 0) <= INLINE_ATTACHMENTS_LIMIT) {
    const message = { ...graphMessage(mail), attachments: attachments.map(fileAttachment) };
    await graphRequest(`${graph}/me/sendMail`, post(accessToken, { message, saveToSentItems: true }), true);
    return;
  }
  const draft = (await (
    await graphRequest(`${graph}/me/messages`, post(accessToken, graphMessage(mail)), false)
  ).json()) as { id: string };
  const draftUrl = `${graph}/me/messages/${encodeURIComponent(draft.id)}`;
  try {
    for (const attachment of attachments) {
      if (attachment.content.length <= INLINE_ATTACHMENTS_LIMIT) {
        await graphRequest(`${draftUrl}/attachments`, post(accessToken, fileAttachment(attachment)), false);
      } else {
        await uploadAttachment(draftUrl, accessToken, attachment);
      }
    }
    await graphRequest(`${draftUrl}/send`, { method: 'POST', headers: bearer(accessToken) }, true);
  } catch (error) {
    if (error instanceof MailDeliveryError && error.notAccepted) {
      await fetch(draftUrl, { method: 'DELETE', headers: bearer(accessToken) }).catch(() => {});
    }
    throw error;
  }
}

async function uploadAttachment(draftUrl: string, accessToken: string, attachment: MailAttachment): Promise<void> {
  const { content } = attachment;
  const session = (await (
    await graphRequest(
      `${draftUrl}/attachments/createUploadSession`,
      post(accessToken, {
        AttachmentItem: {
          attachmentType: 'file',
          name: attachment.filename,
          contentType: attachment.contentType,
          size: content.length,
        },
      }),
      false,
    )
  ).json()) as { uploadUrl: string };
  for (let start = 0; start < content.length; start += UPLOAD_CHUNK) {
    const chunk = content.subarray(start, start + UPLOAD_CHUNK);
    // The upload URL carries its own authorization: an Authorization header would be refused.
    await graphRequest(
      session.uploadUrl,
      {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Range': `bytes ${start}-${start + chunk.length - 1}/${content.length}`,
        },
        body: chunk,
      },
      false,
    );
  }
}

function graphMessage(mail: OutgoingMail) {
  return {
    subject: mail.subject,
    body: mail.html ? { contentType: 'HTML', content: mail.html } : { contentType: 'Text', content: mail.text },
    toRecipients: [{ emailAddress: { address: mail.to } }],
    replyTo: mail.replyTo ? [{ emailAddress: { address: mail.replyTo } }] : [],
    internetMessageId: mail.messageId,
    internetMessageHeaders: [{ name: 'X-Auto-Response-Suppress', value: 'All' }],
  };
}

function fileAttachment({ filename, contentType, content }: MailAttachment) {
  return {
    '@odata.type': '#microsoft.graph.fileAttachment',
    name: filename,
    contentType,
    contentBytes: content.toString('base64'),
  };
}

function bearer(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` };
}

function post(accessToken: string, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { ...bearer(accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
}

async function requestTokens(
  endpoints: GraphEndpoints,
  grant: Record<string, string>,
): Promise<Omit<GraphTokens, 'refreshToken'> & { refreshToken: string | undefined }> {
  const url = `${endpoints.loginBaseUrl}/${encodeURIComponent(endpoints.tenant)}/oauth2/v2.0/token`;
  const body = new URLSearchParams({
    client_id: endpoints.clientId,
    client_secret: endpoints.clientSecret,
    scope: GRAPH_SCOPES,
    ...grant,
  });
  const response = await send(url, { method: 'POST', body }, false);
  if (!response.ok) {
    const { error, error_description } = (await response.json().catch(() => ({}))) as Record<string, string>;
    const reason = error_description ?? error ?? `HTTP ${response.status}`;
    // A refused code, refresh token or client: signing in again is the only way on.
    if (response.status === 400 || response.status === 401) throw new MailDeliveryError('auth', reason, true);
    throw new MailDeliveryError('connection', reason, true);
  }
  const tokens = (await response.json()) as { access_token: string; refresh_token?: string; expires_in: number };
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
  };
}

/** @param delivers the request hands the message over: when it breaks on the way, the outcome is unknown. */
async function graphRequest(url: string, init: RequestInit, delivers: boolean): Promise<Response> {
  const response = await send(url, init, delivers);
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
  const reason = [response.status, body.error?.code, body.error?.message].filter(Boolean).join(' ');
  if (response.status === 401) throw new MailDeliveryError('auth', reason, true);
  if (response.status === 429 || response.status >= 500) throw new MailDeliveryError('connection', reason, true);
  throw new MailDeliveryError('rejected', reason, true);
}

async function send(url: string, init: RequestInit, delivers: boolean): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    const notSent = !delivers || (code !== undefined && NOT_CONNECTED.has(code));
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new MailDeliveryError(timedOut ? 'timeout' : 'connection', (error as Error).message, notSent);
  }
}
