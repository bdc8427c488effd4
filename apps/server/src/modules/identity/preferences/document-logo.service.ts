import sharp from 'sharp';
import type { Deps } from '../../../kernel/deps';
import { readStoredFile } from '../../platform';
import { findSchoolLogoFileId, findUserFiles } from './preferences.repo';

/** Large enough to print sharp at the few centimetres a document gives it, small enough to keep the PDF light. */
const PRINT_BOX = { width: 740, height: 200 };

/**
 * The logo a document prints for its maker (spec §2: the app logo on printed documents and
 * invoices): the person's own app logo, else his school's (or the given school's), as PNG bytes,
 * which a PDF embeds whatever the upload's format was. Null when there is none, or when the
 * image cannot be drawn: a document is never refused for its logo.
 */
export async function documentLogo(
  deps: Pick<Deps, 'db' | 'files' | 'log'>,
  owner: { userId: string | null; schoolId: string | null },
): Promise<Buffer | null> {
  const files = owner.userId ? await findUserFiles(deps.db, owner.userId) : undefined;
  const fileId =
    files?.logoFileId ??
    (owner.schoolId ? await findSchoolLogoFileId(deps.db, owner.schoolId) : (files?.schoolLogoFileId ?? null));
  const bytes = fileId ? await readStoredFile(deps, fileId) : null;
  if (!bytes) return null;
  try {
    return await sharp(bytes, { animated: false })
      .resize({ ...PRINT_BOX, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    deps.log.warn({ err: error, fileId }, 'a logo could not be drawn for a document');
    return null;
  }
}
