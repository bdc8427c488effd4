import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnavailableError } from '../lib/errors';
import type { Lifecycle } from '../lib/lifecycle';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health probe: answers in every state of the process, migrations included. */
    probe?: boolean;
  }
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The process's state seen from HTTP: while it starts (migrations, seeding) only the probes
 * answer, everything else is a 503; while it drains every answer closes its connection, so a
 * keep-alive client (a proxy) opens its next one to another process and the exit waits for none.
 */
export const lifecyclePlugin = fp(async (app: FastifyInstance, { lifecycle }: { lifecycle: Lifecycle }) => {
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', async (request) => {
    if (lifecycle.state === 'starting' && !request.routeOptions.config.probe)
      throw new UnavailableError('The server is starting');
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.state === 'draining') reply.header('connection', 'close');
  });
});
