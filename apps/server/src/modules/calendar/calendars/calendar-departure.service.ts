import type { Db } from '../../../db/client';
import { deleteSharesOf } from './calendars.repo';

/** A member leaves his school: his calendars are no longer shared, nor theirs with him (shares stay within a school). */
export function dropCalendarShares(db: Db, userId: string): Promise<void> {
  return deleteSharesOf(db, userId);
}
