import type { Licences } from '@ds/domain';
import type { Db } from '../../db/client';
import { findActiveLicenceModules } from './licences.repo';

/** The licence flags of a user: the modules of the licences active now. */
export async function licenceFlags(db: Db, userId: string, now = new Date()): Promise<Licences> {
  const modules = new Set((await findActiveLicenceModules(db, userId, now)).flatMap((row) => row.modules));
  return {
    admin: modules.has('admin'),
    didactic: modules.has('didactic'),
    finance: modules.has('finance'),
    statistics: modules.has('statistics'),
  };
}
