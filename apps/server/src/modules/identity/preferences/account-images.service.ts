import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { discardStoredFiles, recordAudit } from '../../platform';
import { setUserFile, type UserFileColumn } from './preferences.repo';

/** One of the images an account keeps (its app logo, its driving-licence photo) and its audit action. */
export interface AccountImage {
  column: UserFileColumn;
  action: 'account.logo' | 'account.licence_photo';
}

/** After a new image is stored: the one it replaced leaves the file store, and the change is audited. */
export async function settleStoredImage(
  deps: Pick<Deps, 'db' | 'log' | 'files'>,
  actor: Actor,
  image: AccountImage,
  replaced: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (replaced) await discardStoredFiles(deps, [replaced]);
  await recordAudit(deps.db, deps.log, {
    action: image.action,
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    details: { replaced: replaced !== null, ...details },
  });
}

/** The account no longer has this image: its file leaves the store, and the removal is audited. */
export async function removeAccountImage(
  deps: Pick<Deps, 'db' | 'log' | 'files'>,
  actor: Actor,
  image: AccountImage,
): Promise<void> {
  const removed = await setUserFile(deps.db, actor.userId, image.column, null);
  if (!removed) return;
  await discardStoredFiles(deps, [removed]);
  await recordAudit(deps.db, deps.log, {
    action: image.action,
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    details: { removed: true },
  });
}
