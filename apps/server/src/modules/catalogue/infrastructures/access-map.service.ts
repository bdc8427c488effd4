import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import {
  findOwnInfrastructure,
  findOwnStoredFile,
  insertStoredFile,
  updateOwnInfrastructure,
} from './infrastructures.repo';

/** An access map is a PDF or an image, recognised by its content, never by its name. */
/** The kinds of file an access map may be (its bytes are checked, not its name). */
export const ACCESS_MAP_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const ACCEPTED_TYPES = new Set<string>(ACCESS_MAP_TYPES);
export const ACCESS_MAP_MAX_BYTES = 5 * 1024 * 1024;

export async function storeAccessMap(
  db: Db,
  actor: Actor,
  infrastructureId: string,
  file: { filename: string; content: Buffer },
): Promise<void> {
  if (!(await findOwnInfrastructure(db, actor.userId, infrastructureId)))
    throw new NotFoundError('No such infrastructure');
  const type = await fileTypeFromBuffer(file.content);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new ValidationError([{ field: 'file', rule: 'invalid_file_type', message: 'must be a PDF or an image' }]);
  }
  const fileId = await insertStoredFile(db, {
    ownerId: actor.userId,
    schoolId: actor.schoolId,
    mimeType: type.mime,
    size: file.content.length,
    name: file.filename.slice(0, 200),
    content: file.content,
  });
  await updateOwnInfrastructure(db, actor.userId, infrastructureId, { accessMapFileId: fileId });
}

export async function readAccessMap(db: Db, actor: Actor, infrastructureId: string) {
  const infrastructure = await findOwnInfrastructure(db, actor.userId, infrastructureId);
  const file = infrastructure?.accessMapFileId
    ? await findOwnStoredFile(db, actor.userId, infrastructure.accessMapFileId)
    : undefined;
  if (!file) throw new NotFoundError('No access map');
  return file;
}
