import { stdSerializers } from 'pino';

/** What a database error may say in a log: the rule it broke and where, never the values (ASVS 7.1). */
export interface LoggedDatabaseError {
  type: string;
  sqlState: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The statement's text with its placeholders: the parameters are never logged. */
  query?: string;
  stack: string;
  [key: string]: unknown;
}

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  message?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error (node-postgres or PGlite) behind Drizzle's wrapper, when it has a SQLSTATE. */
function databaseCause(error: Error): DatabaseErrorFields | undefined {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code } = current as DatabaseErrorFields;
    if (typeof code === 'string' && SQLSTATE.test(code)) return current as DatabaseErrorFields;
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Serialises the `err` of a log line. A database error keeps its SQLSTATE, constraint, table,
 * column, statement text and stack frames, and loses everything that can hold a person's data:
 * Drizzle's message (it lists the parameters), the driver's `detail` ("Failing row contains
 * (…)") and `where`, and quoted values in the driver's message ("invalid input syntax for type
 * date: "2001-02-31""). Other errors are serialised as pino does.
 */
export function serializeError(error: Error): LoggedDatabaseError | ReturnType<typeof stdSerializers.err> {
  const cause = error instanceof Error ? databaseCause(error) : undefined;
  if (!cause) return stdSerializers.err(error);
  const query = text((error as { query?: unknown }).query);
  return {
    type: error.constructor.name,
    sqlState: String(cause.code),
    message: (text(cause.message) ?? '').replace(/"[^"]*"/g, '"…"'),
    constraint: text(cause.constraint),
    table: text(cause.table),
    column: text(cause.column),
    query,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
