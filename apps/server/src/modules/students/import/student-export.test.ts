import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { uploadImport } from './import-test-files';
import { csvFile } from './sample-files';

describe('GET /api/students/export.xlsx', () => {
  const t = useTestApp();
  const get = async (email: string, url: string) =>
    t().app.inject({ method: 'GET', url, headers: bearer(await tokenFor(t().app, email)) });

  async function exported(email: string, query = '') {
    const response = await get(email, `/api/students/export.xlsx${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="students.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
    });
    return rows;
  }

  async function listed(email: string, query: string): Promise<{ total: number; fabers: string[] }> {
    const response = await get(email, `/api/students?pageSize=100&${query}`);
    const body = response.json();
    return { total: body.page.total, fabers: body.data.map((item: { faber: string }) => item.faber) };
  }

  it('holds the same students as the list, every page, in the same order, headers in my language', async () => {
    const [header, ...rows] = await exported('head@demo.ch', '?archived=true&sort=faber');
    expect(header).toEqual([
      'FABER',
      'Date de naissance',
      'E-mail',
      'FABER du moniteur',
      'Nom',
      'Prénom',
      'Mobile',
      'Rue',
      'Numéro',
      'NPA',
      'Localité',
      'Moniteur',
      'Archivé',
      'En attente',
      'Examen réussi',
    ]);
    const list = await listed('head@demo.ch', 'archived=true&sort=faber');
    expect(rows.map((row) => row[0])).toEqual(list.fabers);
    expect(rows).toHaveLength(list.total);
    const lukas = rows.find((row) => row[0] === '58213049');
    expect(lukas).toEqual([
      '58213049',
      '03.09.2005',
      'lukas.muller@example.com',
      '10000002',
      'Müller',
      'Lukas',
      '079 123 45 01', // as read at home: importing the export again gives +41791234501
      'Limmatquai', // street and building number apart, as a QR-bill asks
      '52',
      '8001',
      'Zürich',
      'Marco Rossi',
      'non',
      'non',
      'non',
    ]);
  });

  it('applies the search and the filters of the list', async () => {
    const rows = await exported('monitor@demo.ch', '?q=M%C3%BCller');
    expect(rows.slice(1).map((row) => row[0])).toEqual(['58213049']);
    // monitor@demo.ch works in Italian.
    expect(rows[0]?.[4]).toBe('Cognome');

    const active = await exported('monitor@demo.ch');
    const withArchived = await exported('monitor@demo.ch', '?archived=true');
    expect(withArchived.length).toBeGreaterThan(active.length);
    expect(active.length - 1).toBe((await listed('monitor@demo.ch', '')).total);
  });

  it("never holds another school's students, even under the same FABER", async () => {
    const file = csvFile(['FABER', 'Data', 'E-mail'], [['58213049', '03.09.2005', 'lukas@ceresio.example.com']]);
    const preview = (await uploadImport(t().app, 'ceresio@demo.ch', 'ceresio.csv', file)).json().data;
    await t().app.inject({
      method: 'POST',
      url: `/api/students/import/${preview.id}/commit`,
      headers: bearer(await tokenFor(t().app, 'ceresio@demo.ch')),
    });
    const [, ...rows] = await exported('ceresio@demo.ch', '?archived=true');
    expect(rows.map((row) => [row[0], row[2]])).toEqual([['58213049', 'lukas@ceresio.example.com']]);
  });

  it('can be imported again as it is: every row an update', async () => {
    const response = await get('monitor@demo.ch', '/api/students/export.xlsx');
    const preview = (await uploadImport(t().app, 'monitor@demo.ch', 'students.xlsx', response.rawPayload)).json().data;
    const writable = preview.rows.filter((row: { errors: unknown[] }) => row.errors.length === 0);
    expect(writable.length).toBeGreaterThan(10);
    expect(writable.every((row: { action: string }) => row.action === 'update')).toBe(true);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const response = await get('monitor@demo.ch', '/api/students/export.xlsx?sort=shoeSize');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'querystring.sort' })]);
  });
});
