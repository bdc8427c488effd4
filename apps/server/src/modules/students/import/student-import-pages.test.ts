import { IMPORT_PAGE_MAX, IMPORT_PAGE_SIZE, type ImportRow } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { uploadImport } from './import-test-files';
import { csvFile, type SampleCell } from './sample-files';

const HEADER = ['FABER', 'Date de naissance', 'E-mail', 'FABER du moniteur', 'Nom'];

/** `count` new students, every `refusedEvery`-th with an e-mail without @. */
function studentList(count: number, refusedEvery: number): { file: Buffer; refused: number[]; valid: number[] } {
  const rows: SampleCell[][] = [];
  const refused: number[] = [];
  const valid: number[] = [];
  for (let index = 0; index < count; index++) {
    const bad = index % refusedEvery === refusedEvery - 1;
    rows.push([String(40_000_000 + index), '01.01.2000', `s${index}${bad ? '.' : '@'}example.com`, null, `N${index}`]);
    // The header is row 1.
    (bad ? refused : valid).push(index + 2);
  }
  return { file: csvFile(HEADER, rows), refused, valid };
}

const linesOf = (rows: ImportRow[]) => rows.map((row) => row.line);

describe('student import: the preview a page at a time', () => {
  const t = useTestApp();
  const upload = (fileName: string, content: Buffer) => uploadImport(t().app, 'monitor@demo.ch', fileName, content);
  const rows = async (id: string, query: string, email = 'monitor@demo.ch') =>
    t().app.inject({
      method: 'GET',
      url: `/api/students/import/${id}/rows?${query}`,
      headers: bearer(await tokenFor(t().app, email)),
    });

  it('answers a 50,000-row preview with its counts and one page of rows, refused rows first, in a few KB', async () => {
    const list = studentList(50_000, 100);
    const response = await upload('large.csv', list.file);
    expect(response.statusCode).toBe(201);
    expect(response.rawPayload.length).toBeLessThan(32 * 1024);
    const preview = response.json().data;
    expect(preview).toMatchObject({
      total: 50_000,
      valid: 49_500,
      invalid: 500,
      creates: 49_500,
      updates: 0,
      columns: ['faber', 'birthDate', 'email', 'name'],
    });
    expect(linesOf(preview.rows)).toEqual(list.refused.slice(0, IMPORT_PAGE_SIZE));
    expect(preview.rows[0].errors).toEqual([{ field: 'email', rule: 'email' }]);

    const last = await rows(preview.id, `offset=${50_000 - IMPORT_PAGE_MAX}&limit=${IMPORT_PAGE_MAX}`);
    expect(last.statusCode).toBe(200);
    expect(last.rawPayload.length).toBeLessThan(64 * 1024);
    expect(last.json().page).toEqual({ total: 50_000, offset: 50_000 - IMPORT_PAGE_MAX, limit: IMPORT_PAGE_MAX });
    expect(linesOf(last.json().data)).toEqual(list.valid.slice(-IMPORT_PAGE_MAX));
    expect(last.json().data[0]).toMatchObject({ errors: [], action: 'create', values: { name: expect.any(String) } });

    const lastRefused = (await rows(preview.id, 'filter=refused&offset=450&limit=100')).json();
    expect(lastRefused.page).toEqual({ total: 500, offset: 450, limit: 100 });
    expect(linesOf(lastRefused.data)).toEqual(list.refused.slice(450));
  });

  it('pages through every row exactly once, refused rows first, each group in file order', async () => {
    const list = studentList(1_234, 7);
    const preview = (await upload('medium.csv', list.file)).json().data;
    const seen: number[] = [];
    for (let offset = 0; offset < preview.total + 100; offset += 100) {
      const page = (await rows(preview.id, `offset=${offset}&limit=100`)).json();
      expect(page.page.total).toBe(1_234);
      seen.push(...linesOf(page.data));
    }
    expect(seen).toEqual([...list.refused, ...list.valid]);
    expect(new Set(seen).size).toBe(1_234);

    const firstPage = (await rows(preview.id, '')).json();
    expect(firstPage.page).toEqual({ total: 1_234, offset: 0, limit: IMPORT_PAGE_SIZE });
    expect(firstPage.data).toEqual(preview.rows);

    const refused: ImportRow[] = [];
    for (let offset = 0; offset < preview.invalid; offset += 30) {
      const page = (await rows(preview.id, `filter=refused&offset=${offset}&limit=30`)).json();
      expect(page.page.total).toBe(176);
      refused.push(...page.data);
    }
    expect(linesOf(refused)).toEqual(list.refused);
    expect(refused.every((row) => row.action === null && row.errors.length === 1)).toBe(true);
  });

  it('shows a 19 MB file of overlong names in a few KB: each value cut on the page', async () => {
    const name = 'x'.repeat(300_000);
    const rowsOfFile: SampleCell[][] = Array.from({ length: 68 }, (_, index) => [
      String(50_000_000 + index),
      '01.01.2000',
      `l${index}@example.com`,
      null,
      name,
    ]);
    const file = csvFile(HEADER, rowsOfFile);
    expect(file.length).toBeGreaterThan(19 * 1_048_576);
    const response = await upload('long.csv', file);
    expect(response.statusCode).toBe(201);
    expect(response.rawPayload.length).toBeLessThan(64 * 1024);
    const preview = response.json().data;
    expect(preview).toMatchObject({ total: 68, invalid: 68 });
    expect(preview.rows[0]).toMatchObject({
      values: { name: `${'x'.repeat(256)}…` },
      errors: [{ field: 'name', rule: 'tooLong' }],
    });
  });

  it('refuses bad paging parameters with a 400 naming the field', async () => {
    const preview = (await upload('small.csv', studentList(3, 2).file)).json().data;
    const cases: [string, string][] = [
      ['offset=-1', 'querystring.offset'],
      ['offset=abc', 'querystring.offset'],
      ['offset=1.5', 'querystring.offset'],
      ['limit=0', 'querystring.limit'],
      [`limit=${IMPORT_PAGE_MAX + 1}`, 'querystring.limit'],
      ['filter=valid', 'querystring.filter'],
    ];
    for (const [query, field] of cases) {
      const response = await rows(preview.id, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'validation',
        details: [expect.objectContaining({ field })],
      });
    }
  });

  it("keeps a preview's rows to its owner: 404 for anyone else and for an unknown import", async () => {
    const preview = (await upload('mine.csv', studentList(3, 2).file)).json().data;
    for (const email of ['head@demo.ch', 'ceresio@demo.ch']) {
      expect({ email, status: (await rows(preview.id, '', email)).statusCode }).toEqual({ email, status: 404 });
    }
    // An employee imports no students at all.
    expect((await rows(preview.id, '', 'employee@demo.ch')).statusCode).toBe(403);
    expect((await rows('00000000-0000-4000-8000-000000000000', '')).statusCode).toBe(404);
    expect((await rows(preview.id, '')).statusCode).toBe(200);
  });
});
