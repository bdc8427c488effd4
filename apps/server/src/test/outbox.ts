import type { FastifyInstance } from 'fastify';

interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
}

/** The newest outbox message to a recipient, read through the development route. */
export async function lastMessageTo(app: FastifyInstance, recipient: string, channel: 'email' | 'sms') {
  const response = await app.inject({
    url: `/api/dev/outbox?channel=${channel}&recipient=${encodeURIComponent(recipient)}`,
  });
  const [message] = response.json().data as OutboxMessage[];
  if (!message) throw new Error(`no ${channel} to ${recipient}`);
  return message;
}

/** The token at the end of a link such as http://…/register/<token>. */
export function linkToken(body: string, path: 'register' | 'reset' | 'invitations'): string {
  const match = body.match(new RegExp(`/${path}/([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no /${path}/ link in the message`);
  return match[1];
}
