import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { apiFieldMessages } from '@/lib/field-errors';
import type { UploadLine } from './use-uploads';

export const LIBRARY_NAMESPACE = 'resources-library';

/**
 * Why a file was not added, in the user's words: the browser's refusal (spec §5: invalid
 * extension, too large or too small), the server's reading of the file by rule (its content is
 * not what the extension says…), a file over the server's limit, the quota crossed ("Resources too
 * large: remove some and retry"), or any other failure of the call. Null when it was not refused.
 */
export function uploadFailure(line: UploadLine, t: TFunction): string | null {
  if (line.status === 'refused' && line.refusal) return t(`${LIBRARY_NAMESPACE}:upload.refusals.${line.refusal}`);
  if (line.status !== 'failed') return null;
  const { error } = line;
  if (!(error instanceof ApiError)) return t('errors:codes.internal');
  const fields = apiFieldMessages(error, t, LIBRARY_NAMESPACE);
  const onFile = fields.file ?? Object.values(fields)[0];
  if (onFile) return onFile;
  if (error.code === 'payload_too_large') return t(`${LIBRARY_NAMESPACE}:upload.refusals.tooLarge`);
  return translateApiError(error, t);
}
