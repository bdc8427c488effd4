import { randomUUID } from 'node:crypto';
import { type FastifyServerOptions, LogController } from 'fastify';
import { serializeError } from './log-errors';
import { isSafeRequestId, requestLogFields } from './request-context';

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
 * A request's id: the caller's `x-request-id` (a proxy's, a client's) when it is a safe token,
 * so one id follows the request through the proxy's log and ours; otherwise a new one.
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return isSafeRequestId(given) ? given : randomUUID();
}

/**
 * pino with the request id on every line, as `requestId`: the request's own logger binds it, and
 * any other line written while the request (or a job it added) runs gets it from the request
 * context. Headers and bodies are not logged at all, so passwords, tokens and codes cannot leak
 * through them; redact guards logged objects.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      mixin: (_object, _level, logger) => requestLogFields(() => logger.bindings()),
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
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
  };
}
