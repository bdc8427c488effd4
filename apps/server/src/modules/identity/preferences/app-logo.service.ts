import { type AppLogo, LOGO_MAX_BYTES, LOGO_MIN_SIZE, RESOURCE_QUOTA_BYTES } from '@ds/domain';
import sharp from 'sharp';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import type { FileStore } from '../../../kernel/file-store';
import { ValidationError } from '../../../lib/errors';
import { type IncomingFile, signedFileUrl, storeUpload } from '../../platform';
import type { UserRow } from '../auth/auth.repo';
import { type AccountImage, removeAccountImage, settleStoredImage } from './account-images.service';
import { findSchoolLogoFileId, setUserFile } from './preferences.repo';

const APP_LOGO: AccountImage = { column: 'logoFileId', action: 'account.logo' };

/** Pictures every browser draws, by their decoded content (the school logo's formats). */
const LOGO_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);

function notAnImage(): ValidationError {
  return new ValidationError([{ field: 'file', rule: 'not_an_image', message: 'The file is not an image' }]);
}

/** Its width and height as stored (JPEG and PNG already turned upright by the intake). */
async function dimensionsOf(files: FileStore, key: string): Promise<{ width: number; height: number }> {
  const stored = await files.get(key);
  if (!stored) throw new Error('the logo just stored is missing');
  const metadata = await sharp(Buffer.concat(await stored.body.toArray()), { animated: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || !LOGO_FORMATS.has(metadata.format ?? '')) throw notAnImage();
  return { width: metadata.width, height: metadata.height };
}

/**
 * The address of the logo the user's screens and documents show: his own app logo, else his
 * school's, else none (the product's then). Signed: an <img> loads it without the token.
 */
export async function appLogoUrl(
  deps: Pick<Deps, 'db' | 'secrets'>,
  user: Pick<UserRow, 'logoFileId' | 'schoolId'>,
): Promise<string | null> {
  const fileId = user.logoFileId ?? (user.schoolId ? await findSchoolLogoFileId(deps.db, user.schoolId) : null);
  return fileId ? signedFileUrl(deps.secrets, fileId, 'original') : null;
}

/**
 * Spec §2, §5, §8: his own app logo, an image by its content (PNG, JPEG, GIF or WebP) of at least
 * 185×50 px and at most 1 MB (refused while it streams), within his file quota; the same rules and
 * refusals as the school's logo. It replaces the previous one, whose file is removed.
 */
export async function storeAppLogo(
  deps: Pick<Deps, 'db' | 'secrets' | 'log' | 'files'>,
  actor: Actor,
  incoming: IncomingFile,
): Promise<AppLogo> {
  let size = { width: 0, height: 0 };
  const { fileId, replaced } = await storeUpload(
    deps,
    { userId: actor.userId, schoolId: actor.schoolId },
    incoming,
    { maxBytes: LOGO_MAX_BYTES, quotaBytes: RESOURCE_QUOTA_BYTES, imageOnly: true },
    async (tx, id, taken) => {
      size = await dimensionsOf(deps.files, taken.key);
      if (size.width < LOGO_MIN_SIZE.width || size.height < LOGO_MIN_SIZE.height) {
        throw new ValidationError([
          {
            field: 'file',
            rule: 'too_small',
            message: `the logo must be at least ${LOGO_MIN_SIZE.width}×${LOGO_MIN_SIZE.height} px`,
          },
        ]);
      }
      return { fileId: id, replaced: await setUserFile(tx, actor.userId, 'logoFileId', id) };
    },
  );
  await settleStoredImage(deps, actor, APP_LOGO, replaced, size);
  return { logo: signedFileUrl(deps.secrets, fileId, 'original') };
}

/** Back to the school's logo (or the product's). */
export async function removeAppLogo(deps: Pick<Deps, 'db' | 'log' | 'files'>, actor: Actor): Promise<void> {
  await removeAccountImage(deps, actor, APP_LOGO);
}
