import { gzipSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentEvents, studentImports, students } from '../../../db/schema';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { payloadLine, toStored } from './import-payload';
import { uploadImport } from './import-test-files';
import { type SampleCell, xlsxFile } from './sample-files';

/** Six statements of creates (1,000 rows each) before the failing update. */
const NEW_ROWS = 5_001;
/** Lukas Müller and Matteo Ferrari: demo students managed by monitor@demo.ch. */
const LUKAS = '58213049';
const MATTEO = '6639201847';

describe('student import: all or nothing', () => {
  const t = useTestApp();
  const db = () => t().database.db;
  const count = async (table: typeof students | typeof studentEvents) =>
    (await db().select({ count: sql<number>`count(*)::int` }).from(table))[0]?.count;
  const commit = async (id: string) =>
    t().app.inject({
      method: 'POST',
      url: `/api/students/import/${id}/commit`,
      headers: bearer(await tokenFor(t().app, 'monitor@demo.ch')),
    });

  it('leaves nothing written when the last row of a large batch fails, and can be committed once fixed', async () => {
    const rows: SampleCell[][] = Array.from({ length: NEW_ROWS }, (_, index) => [
      String(70_000_000 + index),
      '01.01.2000',
      `rollback.${index}@example.com`,
    ]);
    rows.push([LUKAS, '03.09.2005', 'lukas.new@example.com']);
    const preview = (
      await uploadImport(t().app, 'monitor@demo.ch', 'big.xlsx', await xlsxFile(['F', 'D', 'E'], rows))
    ).json().data;
    expect(preview).toMatchObject({ total: NEW_ROWS + 1, valid: NEW_ROWS + 1 });

    // The stored batch gets one more update at its very end, whose date the database refuses:
    // by then the 5,001 students, their links and events (six statements) are written.
    const [stored] = await db().select().from(studentImports).where(eq(studentImports.id, preview.id));
    if (!stored) throw new Error('preview not stored');
    const broken = toStored(
      {
        line: 9_999,
        faber: MATTEO,
        birthDate: '2001-02-31',
        email: 'matteo@example.com',
        mobile: null,
        name: null,
        firstname: null,
        monitorId: null,
      },
      { action: 'update', values: {} },
    );
    // The valid rows come last, and a payload is gzip members end to end: one more member adds it.
    await db()
      .update(studentImports)
      .set({ payload: Buffer.concat([stored.payload, gzipSync(payloadLine(broken))]) })
      .where(eq(studentImports.id, preview.id));

    const studentsBefore = await count(students);
    const eventsBefore = await count(studentEvents);
    const failed = await commit(preview.id);
    expect(failed.statusCode).toBe(500);

    expect(await count(students)).toBe(studentsBefore);
    expect(await count(studentEvents)).toBe(eventsBefore);
    const created = await db()
      .select({ id: students.id })
      .from(students)
      .where(inArray(students.faber, ['70000000', '70005000']));
    expect(created).toEqual([]);
    const [lukas] = await db().select().from(students).where(eq(students.faber, LUKAS));
    expect(lukas?.email).not.toBe('lukas.new@example.com');
    const [unclaimed] = await db().select().from(studentImports).where(eq(studentImports.id, preview.id));
    expect(unclaimed?.importedAt).toBeNull();

    await db().update(studentImports).set({ payload: stored.payload }).where(eq(studentImports.id, preview.id));
    const fixed = await commit(preview.id);
    expect(fixed.json().data).toEqual({ created: NEW_ROWS, updated: 1 });
    expect(await count(students)).toBe((studentsBefore ?? 0) + NEW_ROWS);
  });
});
