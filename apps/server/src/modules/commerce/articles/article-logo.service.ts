import { type Article, LOGO_MAX_BYTES, RESOURCE_QUOTA_BYTES } from '@ds/domain';
import sharp from 'sharp';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import type { FileStore } from '../../../kernel/file-store';
import { ValidationError } from '../../../lib/errors';
import { discardStoredFiles, type IncomingFile, recordAudit, storeUpload } from '../../platform';
import { articleOf } from './article-answer';
import { findManageableArticle, setArticleLogo } from './articles.repo';
import { articleDisabledError, changeableArticle } from './articles.service';

/** Pictures every browser draws, by their decoded content. */
const LOGO_FORMATS = new Set(['png', 'jpeg', 'gif']);

function notAnImage(): ValidationError {
  return new ValidationError([{ field: 'file', rule: 'not_an_image', message: 'The file is not an image' }]);
}

/** Its width and height as stored (JPEG and PNG already turned upright by the intake). */
async function dimensionsOf(files: FileStore, key: string): Promise<{ width: number; height: number }> {
  const stored = await files.get(key);
  if (!stored) throw new Error('the logo just stored is missing');
  const bytes = Buffer.concat(await stored.body.toArray());
  const metadata = await sharp(bytes, { animated: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || !LOGO_FORMATS.has(metadata.format ?? '')) throw notAnImage();
  return { width: metadata.width, height: metadata.height };
}

/**
 * Spec §3 Article: a logo of ratio 1:1. An image by its content (PNG, JPEG or GIF), at most 1 MB,
 * within the uploader's file quota, square to the pixel (400 naming `logo` otherwise). It replaces
 * the previous one, whose file is removed.
 */
export async function storeArticleLogo(
  deps: Pick<Deps, 'db' | 'secrets' | 'log' | 'files'>,
  actor: Actor,
  id: string,
  incoming: IncomingFile,
): Promise<Article> {
  const view = await changeableArticle(deps.db, actor, id).catch((error: unknown) => {
    incoming.stream.resume();
    throw error;
  });
  let size = { width: 0, height: 0 };
  const replaced = await storeUpload(
    deps,
    { userId: actor.userId, schoolId: view.article.schoolId },
    incoming,
    { maxBytes: LOGO_MAX_BYTES, quotaBytes: RESOURCE_QUOTA_BYTES, imageOnly: true },
    async (tx, fileId, taken) => {
      size = await dimensionsOf(deps.files, taken.key);
      if (size.width !== size.height) {
        throw new ValidationError([
          {
            field: 'logo',
            rule: 'not_square',
            message: `the logo must be square (1:1); this one is ${size.width}×${size.height} px`,
          },
        ]);
      }
      const previous = await setArticleLogo(tx, id, fileId);
      if (previous === undefined) throw articleDisabledError();
      return previous;
    },
  );
  if (replaced) await discardStoredFiles(deps, [replaced]);
  await recordAudit(deps.db, deps.log, {
    action: 'article.logo',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    details: { articleId: id, replaced: replaced !== null, ...size },
  });
  const fresh = await findManageableArticle(deps.db, actor, id);
  if (!fresh) throw new Error('the article just changed is missing');
  return articleOf(deps.secrets, actor.userId, fresh);
}
