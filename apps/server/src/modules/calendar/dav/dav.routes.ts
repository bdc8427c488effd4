import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DavContext,
  DavError,
  deleteObject,
  exists,
  getObject,
  propfind,
  proppatch,
  putObject,
  report,
} from './dav.service';
import { basicAuthenticator, DavAuthError, type DavPrincipal, REALM } from './dav-auth';
import { type DavPath, parseDavPath } from './dav-paths';
import { errorBody, MAX_RESOURCE_SIZE } from './dav-props';

declare module 'fastify' {
  interface FastifyRequest {
    davPrincipal: DavPrincipal | null;
  }
}

/** WebDAV methods Fastify does not know by default; all of them may carry a body. */
const EXTRA_METHODS = [
  'PROPFIND',
  'PROPPATCH',
  'REPORT',
  'MKCALENDAR',
  'MKCOL',
  'MOVE',
  'COPY',
  'LOCK',
  'UNLOCK',
  'ACL',
];
/** Routed under /dav/ so that every method gets a DAV answer (405 with Allow), never the JSON 404. */
const METHODS = ['OPTIONS', 'GET', 'PUT', 'DELETE', 'POST', 'PATCH', ...EXTRA_METHODS];
const COLLECTION_METHODS = ['OPTIONS', 'GET', 'HEAD', 'PROPFIND', 'PROPPATCH', 'REPORT'];
const OBJECT_METHODS = ['OPTIONS', 'GET', 'HEAD', 'PUT', 'DELETE', 'PROPFIND', 'PROPPATCH', 'REPORT'];

/**
 * The `Allow` header of a resource (RFC 9110 §10.2.1): the methods it answers. MKCALENDAR, MKCOL,
 * MOVE, COPY and DELETE of a collection are understood and refused for want of privileges (403,
 * DAV:need-privileges); LOCK, UNLOCK, ACL, POST, PATCH and PUT on a collection are 405 with it.
 */
export function allowFor(path: DavPath | null): string {
  return (path?.kind === 'object' ? OBJECT_METHODS : COLLECTION_METHODS).join(', ');
}
const DAV_CLASSES = '1, 3, calendar-access';
const XML_TYPE = 'application/xml; charset=utf-8';

function sendXml(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type(XML_TYPE).send(body);
}

/**
 * CalDAV under /dav/ (and the /.well-known/caldav redirect) for Apple Calendar, DAVx⁵ and other
 * clients, outside /api: HTTP Basic with an app password instead of a session, XML and
 * iCalendar bodies of at most 256 KB, and errors as DAV:error bodies (never a stack trace).
 */
export async function davRoutes(app: FastifyInstance) {
  for (const method of EXTRA_METHODS) {
    if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  }
  // Here only: every body is read as text, whatever its type, within the size limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_RESOURCE_SIZE }, (_request, body, done) =>
    done(null, body),
  );
  app.decorateRequest('davPrincipal', null);

  const db = app.database.db;
  const publicUrl = app.config.PUBLIC_URL;
  const authenticate = basicAuthenticator({ db, log: app.log, throttle: app.signInThrottle });

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || request.routeOptions.url === '/' || request.url.startsWith('/.well-known/')) {
      return;
    }
    request.davPrincipal = await authenticate(request.headers.authorization, request.ip);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DavAuthError) {
      request.log.info({ status: error.status }, 'dav sign-in refused');
      if (error.status === 401) reply.header('www-authenticate', `Basic realm="${REALM}", charset="UTF-8"`);
      if (error.retryAfterSeconds) reply.header('retry-after', error.retryAfterSeconds);
      return sendXml(reply, error.status, errorBody(undefined, { code: 'unauthorized', message: error.message }));
    }
    if (error instanceof DavError) {
      request.log.info({ status: error.status, davError: error.code }, 'dav request refused');
      // RFC 9110 §15.5.6: a 405 names the methods the resource does answer.
      if (error.status === 405) reply.header('allow', allowFor(parseDavPath(request.url)));
      return sendXml(reply, error.status, errorBody(error.condition, { code: error.code, message: error.message }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ status, errorCode: error.code }, 'dav request refused');
      const message = status === 413 ? 'The body is larger than 256 KB' : 'The request cannot be handled';
      return sendXml(reply, status, errorBody(undefined, { code: 'bad_request', message }));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendXml(reply, 500, errorBody(undefined, { code: 'internal', message: `Internal error (${request.id})` }));
  });

  // RFC 6764: clients start at the well-known address and follow the redirect to the root.
  app.route({
    method: ['GET', 'PROPFIND', 'OPTIONS'],
    url: '/.well-known/caldav',
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(301).header('location', '/dav/').send(),
  });
  // A client given only the host name (`http://host:port/`) asks the root first (RFC 6764 §6:
  // the context path, else the well-known address): PROPFIND there is sent to /dav/ too, signed
  // in or not. GET / stays the web app.
  app.route({
    method: 'PROPFIND',
    url: '/',
    schema: { hide: true },
    handler: async (_request, reply) => reply.code(301).header('location', '/dav/').send(),
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = request.davPrincipal;
    const path = parseDavPath(request.url);
    if (request.method === 'OPTIONS') {
      return reply.code(200).header('dav', DAV_CLASSES).header('allow', allowFor(path)).send();
    }
    if (!principal) throw new DavAuthError(401, 'Sign in with your e-mail and an app password');
    if (!path) throw new DavError(404, 'not_found', 'No such resource');
    const context: DavContext = {
      db,
      actor: principal.actor,
      user: principal.user,
      appUrl: (id) => `${publicUrl}/calendar/${id}`,
    };
    const body = typeof request.body === 'string' ? request.body : '';
    return dispatch(request, reply, context, path, body);
  };
  app.route({ method: METHODS, url: '/dav', schema: { hide: true }, handler });
  app.route({ method: METHODS, url: '/dav/*', schema: { hide: true }, handler });
}

async function dispatch(
  request: FastifyRequest,
  reply: FastifyReply,
  context: DavContext,
  path: DavPath,
  body: string,
) {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  switch (request.method) {
    case 'PROPFIND': {
      const depth = header('depth') ?? 'infinity';
      reply.header('dav', DAV_CLASSES);
      return sendXml(reply, 207, await propfind(context, path, depth, body));
    }
    case 'REPORT':
      return sendXml(reply, 207, await report(context, path, body));
    case 'PROPPATCH':
      return sendXml(reply, 207, await proppatch(context, path, body));
    case 'GET':
    case 'HEAD': {
      const object = await getObject(context, path);
      if (!object) {
        await exists(context, path);
        return reply
          .type('text/plain; charset=utf-8')
          .send('CalDAV server: add this address to the calendar app of your phone.\n');
      }
      reply.header('etag', object.etag).header('last-modified', object.lastModified.toUTCString());
      if (
        header('if-none-match')
          ?.split(',')
          .some((tag) => tag.trim() === object.etag)
      ) {
        return reply.code(304).send();
      }
      return reply.type('text/calendar; charset=utf-8').send(object.body);
    }
    case 'PUT': {
      const conditions = { ifMatch: header('if-match'), ifNoneMatch: header('if-none-match') };
      const { created } = await putObject(context, path, body, header('content-type'), conditions);
      return reply.code(created ? 201 : 204).send();
    }
    case 'DELETE':
      await deleteObject(context, path, { ifMatch: header('if-match') });
      return reply.code(204).send();
    case 'MKCALENDAR':
    case 'MKCOL':
      throw new DavError(403, 'forbidden', 'Calendars are created in the app', '{DAV:}need-privileges');
    case 'MOVE':
    case 'COPY':
      throw new DavError(
        403,
        'forbidden',
        'Events are moved to another calendar in the app (or deleted and created again)',
        '{DAV:}need-privileges',
      );
    default:
      // LOCK, UNLOCK, ACL, POST, PATCH: not offered (no locking, no ACL changes); the error handler adds Allow.
      throw new DavError(405, 'method_not_allowed', `${request.method} is not supported on this resource`);
  }
}
