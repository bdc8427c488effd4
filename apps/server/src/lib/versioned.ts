import type { Versioned } from '@ds/domain';
import type { VersionedWrite } from '../db/versioned-update';
import { type AppError, StaleVersionError } from './errors';

/** A replace's body as its service takes it: the record's fields, and apart the version they were read at. */
export function splitVersion<Input>(body: Versioned<Input>): { input: Input; version: number } {
  const { version, ...input } = body;
  return { input: input as unknown as Input, version };
}

/** The row a write at a version made; a stale version is a 409 `stale_version`, no row in scope `notFound()`. */
export function writtenAtVersion<Row>(write: VersionedWrite<Row>, notFound: () => AppError): Row {
  if (write === 'stale') throw new StaleVersionError();
  if (write === 'missing') throw notFound();
  return write.row;
}
