import type { ErrorBody, ErrorCode, FieldError } from '@ds/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError, ValidationError } from '../lib/errors';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

const INVALID_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** A domain rule names itself in a custom issue's params (`{ rule: 'day_out_of_range' }`); others by zod's code. */
function ruleOf(issue: { keyword: string; params: Record<string, unknown> }): string {
  const rule = (issue.params.params as { rule?: unknown } | undefined)?.rule;
  return typeof rule === 'string' ? rule : issue.keyword;
}

function fromSchemaValidation(error: FastifyError): ValidationError {
  const context = error.validationContext ?? 'body';
  const fields: FieldError[] = (error.validation ?? []).map((issue) => ({
    field: [context, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
    rule: ruleOf(issue),
    message: issue.message ?? 'Invalid value',
  }));
  return new ValidationError(fields);
}

/** Maps anything thrown into the one error envelope; 5xx answers never carry internals. */
function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return fromSchemaValidation(error as FastifyError);
  if (INVALID_JSON_CODES.has(error.code) || (error instanceof SyntaxError && error.statusCode === 400)) {
    const detail: FieldError = { field: 'body', rule: 'invalid_json', message: 'The request body is not valid JSON' };
    return new AppError(400, 'invalid_json', detail.message, [detail]);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new AppError(status, codeByStatus[status] ?? 'validation', error.message);
  }
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The machine code of the error answered, for hooks that act on the outcome. */
    errorCode: ErrorCode | null;
  }
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('errorCode', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    request.errorCode = known?.code ?? 'internal';
    if (known) {
      request.log.info({ errorCode: known.code, status: known.statusCode }, 'request refused');
      if (known instanceof RateLimitedError) reply.header('retry-after', known.retryAfterSeconds);
      const body: ErrorBody = { error: { code: known.code, message: known.message, details: known.details } };
      return reply.code(known.statusCode).send(body);
    }
    request.log.error({ err: error }, 'unexpected error');
    const body: ErrorBody = {
      error: { code: 'internal', message: 'Fatal error: try again later', details: { requestId: request.id } },
    };
    return reply.code(500).send(body);
  });
});

/**
 * Errors Fastify raises before any route is chosen (a malformed percent-encoding in the path):
 * the same envelope, as a 400 naming the URL.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ errorCode: error.code }, 'request refused');
  const detail: FieldError = { field: 'url', rule: 'invalid_url', message: 'The address is not valid' };
  const body: ErrorBody = { error: { code: 'validation', message: detail.message, details: [detail] } };
  return reply.code(400).send(body);
}

export function notFoundBody(method: string, url: string): ErrorBody {
  return { error: { code: 'not_found', message: `No route ${method} ${url.split('?')[0]}` } };
}
