import { LOGO_MAX_BYTES, LOGO_MIN_SIZE } from '@ds/domain';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import type { Upload } from '../../../lib/upload';
import { recordSchoolEvent } from '../school-audit';
import { deleteSchoolFile, findSchoolFile, insertLogoFile, setSchoolLogo } from './school.repo';
import { requireAdministrator, requireOwnSchool } from './school.service';

/** A logo is a picture a browser draws, recognised by its content, never by its name. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const ACCEPTED = new Set<string>(LOGO_TYPES);

export { LOGO_MAX_BYTES };

function notAnImage(): ValidationError {
  return new ValidationError([{ field: 'file', rule: 'not_an_image', message: 'the file is not an image' }]);
}

/** Its width and height, or null when the bytes do not say (a broken image). */
function dimensionsOf(content: Buffer): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(content);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Spec §5, §8: the school's logo is an image (PNG, JPEG, GIF or WebP by its bytes), at least
 * 185×50 px, at most 1 MB (refused while it streams, `readUpload`). It replaces the one before.
 */
export async function storeSchoolLogo(deps: Pick<Deps, 'db' | 'log'>, actor: Actor, file: Upload): Promise<void> {
  const schoolId = requireAdministrator(actor);
  const type = await fileTypeFromBuffer(file.content);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage();
  const size = dimensionsOf(file.content);
  if (!size) throw notAnImage();
  if (size.width < LOGO_MIN_SIZE.width || size.height < LOGO_MIN_SIZE.height) {
    throw new ValidationError([
      {
        field: 'file',
        rule: 'too_small',
        message: `the logo must be at least ${LOGO_MIN_SIZE.width}×${LOGO_MIN_SIZE.height} px`,
      },
    ]);
  }
  const previous = await deps.db.transaction(async (tx) => {
    const fileId = await insertLogoFile(tx, {
      ownerId: actor.userId,
      schoolId,
      mimeType: type.mime,
      size: file.content.length,
      name: file.filename.slice(0, 200),
      content: file.content,
    });
    const replaced = await setSchoolLogo(tx, schoolId, fileId);
    if (replaced) await deleteSchoolFile(tx, schoolId, replaced);
    return replaced;
  });
  await recordSchoolEvent(deps, actor, schoolId, 'school.logo', { replaced: previous !== null, ...size });
}

export async function removeSchoolLogo(deps: Pick<Deps, 'db' | 'log'>, actor: Actor): Promise<void> {
  const schoolId = requireAdministrator(actor);
  const removed = await deps.db.transaction(async (tx) => {
    const previous = await setSchoolLogo(tx, schoolId, null);
    if (previous) await deleteSchoolFile(tx, schoolId, previous);
    return previous;
  });
  if (removed) await recordSchoolEvent(deps, actor, schoolId, 'school.logo', { removed: true });
}

/** The logo, for every member of the school. */
export async function readSchoolLogo(deps: Pick<Deps, 'db'>, actor: Actor) {
  const school = await requireOwnSchool(deps, actor);
  const file = school.logoFileId ? await findSchoolFile(deps.db, school.id, school.logoFileId) : undefined;
  if (!file) throw new NotFoundError('The school has no logo');
  return file;
}
