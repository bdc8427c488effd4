import type { LicencePhoto } from '@ds/domain';
import { requireAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { licencePhotoOf } from '../../identity';

/**
 * The photo of a student's driving licence (his learner's permit) for those who hold him: the
 * one he uploaded to his own account; null while he has none, or no account.
 */
export async function studentLicencePhoto(
  deps: Pick<Deps, 'db' | 'secrets'>,
  actor: Actor,
  studentId: string,
): Promise<LicencePhoto> {
  const { student } = await requireAccess(deps.db, actor, 'student.read', studentId);
  return student.userId ? licencePhotoOf(deps, student.userId) : { url: null };
}
