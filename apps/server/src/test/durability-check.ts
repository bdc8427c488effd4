import type { Database } from '../db/client';
import type { Write, WriteKind } from './durability-writers';

/** The ids among `ids` that the database holds, for each kind of write, as SQL asks it. */
const LOOKUPS: Record<WriteKind, string> = {
  booking: 'SELECT title AS id FROM appointments WHERE title = ANY($1::text[])',
  lesson_start: 'SELECT id::text FROM lessons WHERE id = ANY($1::uuid[])',
  evaluation: 'SELECT id::text FROM skill_evaluations WHERE id = ANY($1::uuid[])',
  lesson_end: 'SELECT id::text FROM lessons WHERE id = ANY($1::uuid[]) AND ended_at IS NOT NULL',
  payment: 'SELECT id::text FROM lessons WHERE id = ANY($1::uuid[]) AND paid',
};

/** The writes the database holds. */
export async function foundWrites(database: Database, writes: Write[]): Promise<Write[]> {
  const found: Write[] = [];
  for (const [kind, query] of Object.entries(LOOKUPS) as [WriteKind, string][]) {
    const ids = writes.filter((write) => write.kind === kind).map((write) => write.id);
    if (ids.length === 0) continue;
    const { rows } = await database.executeSql(query, [ids]);
    const held = new Set((rows as { id: string }[]).map((row) => row.id));
    found.push(...writes.filter((write) => write.kind === kind && held.has(write.id)));
  }
  return found;
}
