import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './log-errors';

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /^(token|token1|code|password|secret|key|autologintoken|signature)$/i;

/** Drops the values of secret-looking query parameters from a logged URL. */
export function redactUrlQuery(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, '[redacted]');
  return `${path}?${params.toString()}`;
}

/**
 * pino with a request id on every line. Headers and bodies are not logged at all, so
 * passwords, tokens and codes cannot leak through them; redact guards logged objects.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: {
        paths: ['password', 'token', 'code', '*.password', '*.token', '*.code', 'req.headers.authorization'],
        censor: '[redacted]',
      },
      serializers: {
        err: serializeError,
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrlQuery(request.url),
          ip: request.ip,
        }),
      },
    },
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  };
}
