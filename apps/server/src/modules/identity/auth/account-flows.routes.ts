import {
  accountTokenInput,
  envelope,
  errorBodySchema,
  registerLinkRequestInput,
  resetCodeResult,
  resetConfirmInput,
  resetRequestInput,
  signupInput,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { commonErrorResponses } from '../../../lib/route-schema';
import { checkResetLink, confirmReset, requestReset, sendResetCode } from './reset.service';
import { register, resendRegisterLink, signup } from './signup.service';

const errors = { 409: errorBodySchema, 429: errorBodySchema, ...commonErrorResponses };
const usernameResult = envelope(z.object({ username: z.string() }));
const sentResult = envelope(z.object({ sent: z.literal(true) }));

/** Sign-up with e-mail confirmation, and password reset by e-mailed link plus a code by SMS. */
export const accountFlowsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const config = { access: 'public' as const, signIn: 'account_link' as const };

  app.post(
    '/auth/signup',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Creates an unconfirmed monitor or student account and e-mails the confirmation link',
        body: signupInput,
        response: { 201: usernameResult, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await signup(deps, request.body, request.ip) }),
  );

  app.post(
    '/auth/register',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Confirms the account of a sign-up link',
        body: accountTokenInput,
        response: { 200: usernameResult, ...errors },
      },
    },
    async (request) => ({ data: await register(deps, request.body.token) }),
  );

  app.post(
    '/auth/register/resend',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'E-mails a new confirmation link to an unconfirmed account (the same answer whether it exists or not)',
        body: registerLinkRequestInput,
        response: { 200: sentResult, ...errors },
      },
    },
    async (request) => {
      await resendRegisterLink(deps, request.body.username);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/reset',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'E-mails a password-reset link (the same answer whether the account exists or not)',
        body: resetRequestInput,
        response: { 200: sentResult, ...errors },
      },
    },
    async (request) => {
      await requestReset(deps, request.body.username, request.ip);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/reset/check',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Says whether a password-reset link still works (400 invalid_token when not), before any code is sent',
        body: accountTokenInput,
        response: { 200: envelope(z.object({ valid: z.literal(true) })), ...errors },
      },
    },
    async (request) => ({ data: await checkResetLink(deps, request.body.token) }),
  );

  app.post(
    '/auth/reset/code',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: "Sends the reset code to the account's mobile (or e-mail without one)",
        body: accountTokenInput,
        response: { 200: envelope(resetCodeResult), ...errors },
      },
    },
    async (request) => ({ data: await sendResetCode(deps, request.body.token) }),
  );

  app.post(
    '/auth/reset/confirm',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Sets the new password with the code; every session and remembered device ends',
        body: resetConfirmInput,
        response: { 200: envelope(z.object({ reset: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await confirmReset(deps, request.body, request.ip);
      return { data: { reset: true as const } };
    },
  );
};
