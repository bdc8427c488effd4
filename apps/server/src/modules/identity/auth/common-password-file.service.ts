import { NotFoundError } from '../../../lib/errors';
import { COMMON_PASSWORD_FILE, commonPasswords } from './common-passwords';

let content: string | undefined;

export async function commonPasswordFile(file: string) {
  if (file !== COMMON_PASSWORD_FILE) throw new NotFoundError(`No common-password file ${file}`);
  const { encoded, sourceEntries } = await commonPasswords();
  content ??= Buffer.from(encoded).toString('base64');
  return { content, file, entries: sourceEntries };
}
