import { LICENCE_MODULES } from '../identity/licences/licences.rules';
import { schoolDateTime, schoolDay } from '../kernel/time/school-time';
import type { LicenceSummary } from './clients.schema';

/** The Swiss month of an instant: from its first midnight in Zurich to the next month's. */
export function schoolMonthBounds(now: Date): { start: Date; end: Date } {
  const [year = 0, month = 0] = schoolDay(now).split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: schoolDateTime(`${schoolDay(now).slice(0, 7)}-01`, '00:00'), end: schoolDateTime(next, '00:00') };
}

/** The modules a client's licences grant at `now` (in the product's order) and the latest end of any of them. */
export function licenceSummary(
  licences: ReadonlyArray<{ modules: readonly string[]; start: Date | null; end: Date | null }>,
  now: Date,
): LicenceSummary {
  const running = licences.filter(
    (licence) => licence.start && licence.end && licence.start <= now && licence.end > now,
  );
  const active = new Set(running.flatMap((licence) => licence.modules));
  const ends = licences.flatMap((licence) => (licence.end ? [licence.end.getTime()] : []));
  return {
    activeModules: LICENCE_MODULES.filter((module) => active.has(module)),
    latestEnd: ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : null,
  };
}

/**
 * Why the product administrator may not block an account, if he may not: his own (he would
 * lock himself out) or another administrator's.
 */
export function blockRefusal(
  adminId: string,
  target: { id: string; role: string },
): 'cannot_block_self' | 'cannot_block_admin' | null {
  if (target.id === adminId) return 'cannot_block_self';
  if (target.role === 'admin') return 'cannot_block_admin';
  return null;
}
