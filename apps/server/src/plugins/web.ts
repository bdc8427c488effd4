import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths the server answers itself: never the web app, even when nothing is found there. */
const SERVER_PREFIXES = ['/api/', '/dav/', '/metrics/'];

function isHistoryRoute(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/assets/')) return false;
  return !SERVER_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated, and any
 * other non-API GET answered with index.html (history-mode router). Unknown API paths get
 * the JSON not-found envelope.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasWeb = existsSync(join(options.distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: ['index.html'],
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && isHistoryRoute(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(notFoundBody(request.method, request.url));
  });
});
