import type { ErrorCode } from '@ds/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AdmittedAttempt, type SignInChannel, SignInThrottle } from './sign-in-throttle.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A sign-in route: its attempts go through the sign-in throttle of that channel. */
    signIn?: SignInChannel;
  }
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
  interface FastifyRequest {
    signInAttempt: AdmittedAttempt | null;
  }
}

/** Answers that mean wrong credentials (a password, an autologin proof, a link's token, a reset code, a voucher's code). */
const CREDENTIAL_FAILURES = new Set<ErrorCode>([
  'invalid_credentials',
  'invalid_token',
  'invalid_code',
  'invalid_voucher',
]);

/**
 * Routes declaring `config.signIn` are admitted by the throttle before their handler (429, or
 * the account's delay) and counted after it: a wrong credential as a failure, a success as such.
 * The count is written before the answer leaves, so the next attempt already sees it.
 */
export const signInThrottlePlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'signInThrottle',
    new SignInThrottle({
      db: app.database.db,
      secrets: app.secrets,
      limits: {
        failuresPerAccountAndIp: app.config.SIGN_IN_FAILURES_PER_ACCOUNT_IP,
        failuresPerIp: app.config.SIGN_IN_FAILURES_PER_IP,
        attemptsPerIpMinute: app.config.SIGN_IN_ATTEMPTS_PER_IP_MINUTE,
        maxDelayMs: app.config.SIGN_IN_MAX_DELAY_MS,
      },
    }),
  );
  app.decorateRequest('signInAttempt', null);

  app.addHook('preHandler', async (request) => {
    const channel = request.routeOptions.config.signIn;
    if (!channel) return;
    const username = (request.body as { username?: unknown } | undefined)?.username;
    request.signInAttempt = await app.signInThrottle.admit({
      channel,
      ip: request.ip,
      account: typeof username === 'string' ? username : undefined,
    });
  });

  app.addHook('onSend', async (request, reply) => {
    const admitted = request.signInAttempt;
    if (!admitted) return;
    request.signInAttempt = null;
    if (reply.statusCode < 300) await app.signInThrottle.succeeded(admitted);
    else if (request.errorCode && CREDENTIAL_FAILURES.has(request.errorCode)) {
      await app.signInThrottle.failed(admitted.attempt);
    }
  });
});
