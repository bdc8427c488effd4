import { LICENCE_PHOTO_MAX_BYTES, type LicencePhoto, RESOURCE_QUOTA_BYTES } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { type IncomingFile, signedFileUrl, storeUpload } from '../../platform';
import { type AccountImage, removeAccountImage, settleStoredImage } from './account-images.service';
import { findUserFiles, setUserFile } from './preferences.repo';

const LICENCE_PHOTO: AccountImage = { column: 'licencePhotoFileId', action: 'account.licence_photo' };

/** The signed address of an account's driving-licence photo (a learner's permit for a student), or null. */
export async function licencePhotoOf(deps: Pick<Deps, 'db' | 'secrets'>, userId: string): Promise<LicencePhoto> {
  const fileId = (await findUserFiles(deps.db, userId))?.licencePhotoFileId;
  return { url: fileId ? signedFileUrl(deps.secrets, fileId, 'original') : null };
}

/** Enough to read every line of a licence; a phone's 4000-pixel photo is scaled down to it. */
const LICENCE_PHOTO_PIXELS = 2000;

/**
 * Spec §2 my account, §5: a photo of his driving licence, an image by its content within
 * LICENCE_PHOTO_MAX_BYTES (a phone camera's) and his file quota; it replaces the previous one.
 * JPEG and PNG lose their metadata (place, camera) on the way in, like every image stored, and
 * are scaled down to LICENCE_PHOTO_PIXELS on their long side.
 */
export async function storeLicencePhoto(
  deps: Pick<Deps, 'db' | 'secrets' | 'log' | 'files'>,
  actor: Actor,
  incoming: IncomingFile,
): Promise<LicencePhoto> {
  const { fileId, replaced } = await storeUpload(
    deps,
    { userId: actor.userId, schoolId: actor.schoolId },
    incoming,
    {
      maxBytes: LICENCE_PHOTO_MAX_BYTES,
      quotaBytes: RESOURCE_QUOTA_BYTES,
      imageOnly: true,
      maxPixels: LICENCE_PHOTO_PIXELS,
    },
    async (tx, id) => ({ fileId: id, replaced: await setUserFile(tx, actor.userId, 'licencePhotoFileId', id) }),
  );
  await settleStoredImage(deps, actor, LICENCE_PHOTO, replaced);
  return { url: signedFileUrl(deps.secrets, fileId, 'original') };
}

export async function removeLicencePhoto(deps: Pick<Deps, 'db' | 'log' | 'files'>, actor: Actor): Promise<void> {
  await removeAccountImage(deps, actor, LICENCE_PHOTO);
}
