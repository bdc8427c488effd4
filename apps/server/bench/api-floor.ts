// The floor of `npm run bench:api`: the SQL a read of the app sends, captured at the driver while
// the real app answers it once, then replayed with the same parameters by a bare Fastify route
// (no auth, no ORM, no schema: the rows as JSON) through the same driver and pool, in the app's
// process (calendar-server.ts).
import { randomBytes } from 'node:crypto';
import { type PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { Secrets } from '../src/lib/secrets';
import { bearer, tokenFor } from '../src/test/sign-in';

export interface CapturedQuery {
  text: string;
  values: unknown[];
  rowMode?: 'array';
  /** A prepared statement's name (node-postgres parses it once per connection). */
  name?: string;
}

/** For each read (a name), the statements one request of it sends, in order. */
export type CapturedReads = Record<string, CapturedQuery[]>;

type QueryFunction = (this: unknown, ...args: unknown[]) => unknown;
type Patchable = { query: QueryFunction };

/** Where each driver's statements pass: pg's Client (pool queries included) and PGlite's query. */
async function driverEntry(kind: Database['kind']): Promise<Patchable> {
  if (kind === 'postgres') return pg.Client.prototype as unknown as Patchable;
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.prototype as unknown as Patchable;
}

function captured(kind: Database['kind'], args: unknown[]): CapturedQuery {
  const [first, second, third] = args as [unknown, unknown[] | undefined, { rowMode?: 'array' } | undefined];
  if (typeof first === 'string') {
    return { text: first, values: second ?? [], rowMode: kind === 'pglite' ? third?.rowMode : undefined };
  }
  const config = first as { text: string; values?: unknown[]; rowMode?: 'array'; name?: string };
  return { text: config.text, values: second ?? config.values ?? [], rowMode: config.rowMode, name: config.name };
}

/** The statements `action` sends through the database's driver. */
async function recording(kind: Database['kind'], action: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const entry = await driverEntry(kind);
  const original = entry.query;
  const queries: CapturedQuery[] = [];
  entry.query = function (this: unknown, ...args: unknown[]) {
    queries.push(captured(kind, args));
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    entry.query = original;
  }
  return queries;
}

/**
 * Each read (a URL) asked of the real app, in this process, as `user`: once to warm what it
 * keeps (the session's last use, the week's answer), then once recorded, as under load.
 */
export async function captureReads(database: Database, user: string, reads: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp({ config, database, secrets: new Secrets(randomBytes(32)) });
  try {
    const headers = bearer(await tokenFor(app, user));
    const result: CapturedReads = {};
    for (const [name, url] of Object.entries(reads)) {
      await app.inject({ url, headers });
      let status = 0;
      result[name] = await recording(database.kind, async () => {
        status = (await app.inject({ url, headers })).statusCode;
      });
      if (status !== 200) throw new Error(`GET ${url} answered ${status} while captured`);
    }
    return result;
  } finally {
    await app.close();
  }
}

/** The date and time types drizzle reads as text (its own parsers), so the floor parses what the app does. */
const TEXT_OIDS = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_OIDS.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};
const identity = (value: string) => value;
const pgliteParsers = {
  [pgliteTypes.TIMESTAMP]: identity,
  [pgliteTypes.TIMESTAMPTZ]: identity,
  [pgliteTypes.INTERVAL]: identity,
  [pgliteTypes.DATE]: identity,
};

type Replay = (query: CapturedQuery) => Promise<unknown[]>;

/** Runs captured statements through the database's own client (node-postgres pool or PGlite). */
function replayer(database: Database): Replay {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return async ({ text, values, rowMode, name }) =>
      rowMode
        ? (await pool.query({ name, text, values, rowMode, types: pgTypes })).rows
        : (await pool.query({ name, text, values, types: pgTypes })).rows;
  }
  const pglite = client as PGlite;
  return async ({ text, values, rowMode }) =>
    (await pglite.query(text, values, { rowMode: rowMode ?? 'object', parsers: pgliteParsers })).rows;
}

/** GET /floor/:read: the statements of that read, one after the other, and their rows as JSON. */
export function floorApp(database: Database, reads: CapturedReads): FastifyInstance {
  const replay = replayer(database);
  const app = Fastify({ logger: false });
  app.get<{ Params: { read: string } }>('/floor/:read', async (request) => {
    const data: unknown[] = [];
    for (const query of reads[request.params.read] ?? []) data.push(await replay(query));
    return { data };
  });
  return app;
}
