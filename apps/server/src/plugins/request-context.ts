import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runForRequests } from '../lib/request-context';

/**
 * Every request runs in its own request context (lib/request-context.ts): the services' log
 * lines carry its id and the jobs it adds remember it. A body is read in the socket's context,
 * not the request's, so the context is entered again once it is read (as @fastify/request-context
 * does).
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  const contexts = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    runForRequests([request.id], () => {
      const context = new AsyncResource('request-context');
      contexts.set(request, context);
      context.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) context.runInAsyncScope(done);
    else done();
  });
});
