import {
  autologinInput,
  autologinResult,
  changeLanguageInput,
  commonPasswordFileSchema,
  envelope,
  errorBodySchema,
  loginInput,
  loginResult,
  meSchema,
  preloginInput,
  preloginResult,
} from '@ds/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../../kernel/deps';
import { actorOf } from '../../../kernel/route-access';
import { commonErrorResponses } from '../../../lib/route-schema';
import { changeLanguage, currentMe, logout } from './account-session.service';
import { commonPasswordFile } from './common-password-file.service';
import { autologin, login, prelogin } from './login.service';

const signInErrors = { 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema, ...commonErrorResponses };
const authenticatedErrors = { 401: errorBodySchema, ...commonErrorResponses };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);
  const context = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/auth/login',
    {
      config: { access: 'public', signIn: 'password' },
      schema: {
        tags: ['auth'],
        summary: 'Signs in with username and password; `remember` also returns autologin credentials',
        body: loginInput,
        response: { 200: envelope(loginResult), ...signInErrors },
      },
    },
    async (request) => {
      const { token, result } = await login(deps, request.body, context(request));
      return { data: result, token };
    },
  );

  app.post(
    '/auth/prelogin',
    {
      config: { access: 'public', signIn: 'autologin' },
      schema: {
        tags: ['auth'],
        summary: 'First step of the automatic sign-in: a single-use challenge (token1)',
        body: preloginInput,
        response: { 200: envelope(preloginResult), ...signInErrors },
      },
    },
    async (request) => ({ data: { token1: await prelogin(deps, request.body.username) } }),
  );

  app.post(
    '/auth/autologin',
    {
      config: { access: 'public', signIn: 'autologin' },
      schema: {
        tags: ['auth'],
        summary: 'Automatic sign-in: token = hex HMAC-SHA256(key = autologinToken, message = token1)',
        body: autologinInput,
        response: { 200: envelope(autologinResult), ...signInErrors },
      },
    },
    async (request) => {
      const { token, result } = await autologin(deps, request.body, context(request));
      return { data: result, token };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated', duringTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session and forgets the remembered device given',
        body: z.object({ autologinId: z.uuid().optional() }).default({}),
        response: { 200: envelope(z.object({ loggedOut: z.literal(true) })), ...authenticatedErrors },
      },
    },
    async (request) => {
      await logout(deps, actorOf(request), request.body.autologinId);
      return { data: { loggedOut: true as const } };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { access: 'authenticated', duringTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: envelope(meSchema), ...authenticatedErrors },
      },
    },
    async (request) => ({ data: await currentMe(deps, actorOf(request)) }),
  );

  app.put(
    '/auth/changelang',
    {
      config: { access: 'authenticated', duringTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'Stores the interface language, used at the next sign-in',
        body: changeLanguageInput,
        response: { 200: envelope(changeLanguageInput), ...authenticatedErrors },
      },
    },
    async (request) => ({ data: await changeLanguage(deps, actorOf(request), request.body.language) }),
  );

  app.get(
    '/auth/commonpassword/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The common-password set, compressed (Golomb-coded), for checks in the browser',
        params: z.object({ file: z.string().max(20) }),
        response: { 200: envelope(commonPasswordFileSchema), 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await commonPasswordFile(request.params.file) }),
  );
};
