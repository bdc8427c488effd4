import type { Db } from '../../../db/client';
import { progressOf } from './progress.service';

/**
 * How ready a student is in each domain of the card last used with him, by the domain's format
 * (F1, F2 …): the share of its enabled skills at "complex application" or better.
 */
export async function domainReadiness(db: Db, studentId: string): Promise<Map<string, number>> {
  const progress = await progressOf(db, studentId);
  if (!progress.card) return new Map();
  const formats = new Map(progress.card.tree.map((domain) => [domain.id, domain.format]));
  return new Map(
    progress.readiness.flatMap((domain) => {
      const format = formats.get(domain.domainId);
      return format ? [[format, domain.share] as const] : [];
    }),
  );
}
