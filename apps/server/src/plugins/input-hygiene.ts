import { findForbiddenText } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors';

const MESSAGES = {
  control_character: 'must not contain control characters or lone surrogates',
  too_deep: 'is nested too deeply',
} as const;

/**
 * Every request part (path parameters, query string, body) of every route is refused with a 400
 * naming the field when it holds a control character or a lone surrogate (domain rule
 * `findForbiddenText`), before any route sees it: nothing half-written, never a 500 from the
 * database refusing a NUL byte.
 */
export const inputHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const problem = findForbiddenText(value);
      if (problem) {
        throw new ValidationError([
          { field: [part, ...problem.path].join('.'), rule: problem.rule, message: MESSAGES[problem.rule] },
        ]);
      }
    }
  });
});
