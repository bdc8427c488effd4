import type { Secrets } from '../../lib/secrets';
import type { Database } from '../client';
import { SEALED_COLUMNS } from './sealed-columns';

export interface RotationReport {
  /** Sealed again with the current key (they were sealed with the previous one). */
  resealed: number;
  /** Already sealed with the current key. */
  current: number;
  /** Opened with neither key: left as they were, named by table and column. */
  unreadable: { table: string; column: string; count: number }[];
}

/**
 * Seals every secret still sealed with SECRET_KEY_PREVIOUS again with SECRET_KEY, column by
 * column. Safe while the servers run (they open both keys): each value is replaced only if it is
 * still the one read (sealed values are unique, a random IV each), so a secret changed meanwhile
 * is kept as its writer sealed it. Running it again finds everything current.
 */
export async function rotateSecretKey(database: Database, secrets: Secrets): Promise<RotationReport> {
  const report: RotationReport = { resealed: 0, current: 0, unreadable: [] };
  for (const { table, column } of SEALED_COLUMNS) {
    const { rows } = await database.executeSql(
      `SELECT DISTINCT "${column}" AS sealed FROM "${table}" WHERE "${column}" IS NOT NULL AND "${column}" <> ''`,
      [],
    );
    let unreadable = 0;
    for (const { sealed } of rows as { sealed: string }[]) {
      if (secrets.isCurrent(sealed)) {
        report.current++;
        continue;
      }
      let plaintext: string;
      try {
        plaintext = secrets.decrypt(sealed);
      } catch {
        unreadable++;
        continue;
      }
      await database.executeSql(`UPDATE "${table}" SET "${column}" = $1 WHERE "${column}" = $2`, [
        secrets.encrypt(plaintext),
        sealed,
      ]);
      report.resealed++;
    }
    if (unreadable > 0) report.unreadable.push({ table, column, count: unreadable });
  }
  return report;
}
