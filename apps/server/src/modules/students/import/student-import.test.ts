import { formatPhone, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type ImportRow } from '@ds/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentEvents, studentImports, studentMonitors, students, users } from '../../../db/schema';
import { pdfText } from '../../../test/pdf-text';
import { bearer, tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { sampleFile, uploadImport, zipBomb } from './import-test-files';
import { csvFile, type SampleCell, xlsxFile } from './sample-files';

const HEADER = ['FABER', 'Geburtsdatum', 'E-Mail', 'FABER Fahrlehrer', 'Vorname', 'Name', 'Natel'];
const day = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
const tomorrow = () => {
  const date = new Date(Date.now() + 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
};

/** Lukas Müller, a demo student managed by monitor@demo.ch. */
const LUKAS = '58213049';
/** Sophie Martin, the head's demo student (not linked to monitor@demo.ch). */
const SOPHIE = '402815367';

const errorsOf = (row: ImportRow | undefined) => row?.errors.map((error) => `${error.field}:${error.rule}`);

describe('student import: preview', () => {
  const t = useTestApp();
  const upload = (email: string, fileName: string, content: Buffer) => uploadImport(t().app, email, fileName, content);

  it('previews the sample workbook: the bad row flagged on all three rules, the demo student as an update', async () => {
    const response = await upload('monitor@demo.ch', 'students-import.xlsx', await sampleFile('xlsx'));
    expect(response.statusCode).toBe(201);
    const preview = response.json().data;
    expect(preview).toMatchObject({
      fileName: 'students-import.xlsx',
      total: 8,
      valid: 7,
      invalid: 1,
      creates: 6,
      updates: 1,
      columns: ['faber', 'birthDate', 'email', 'monitorFaber', 'name', 'firstname', 'mobile'],
    });
    // The refused row first, then the others in file order.
    expect(preview.rows.map((row: ImportRow) => row.line)).toEqual([6, 2, 3, 4, 5, 7, 8, 9]);
    const byLine = (line: number) => preview.rows.find((row: ImportRow) => row.line === line);
    expect(byLine(6)).toEqual({
      line: 6,
      values: {
        faber: '1234567AB12',
        birthDate: '31.02.2001',
        email: 'marc.dupont.example.com',
        monitorFaber: '',
        name: 'Dupont',
        firstname: 'Marc',
        mobile: '',
      },
      errors: [
        { field: 'faber', rule: 'faber' },
        { field: 'birthDate', rule: 'birthDate' },
        { field: 'email', rule: 'email' },
      ],
      action: null,
    });
    expect(byLine(5)).toMatchObject({ values: { faber: LUKAS, name: 'Müller' }, errors: [], action: 'update' });
    // An Excel date cell reads as its day, whatever the server's time zone.
    expect(byLine(3)).toMatchObject({ values: { birthDate: '21.07.2004' }, action: 'create' });
    expect(byLine(4)).toMatchObject({ values: { monitorFaber: '10000002' }, errors: [], action: 'create' });
    expect(byLine(8)).toMatchObject({ values: { birthDate: '29.02.2004' }, errors: [] });
  });

  it('previews the sample CSV exactly as the workbook', async () => {
    const xlsx = (await upload('monitor@demo.ch', 'a.xlsx', await sampleFile('xlsx'))).json().data;
    const csv = (await upload('monitor@demo.ch', 'a.csv', await sampleFile('csv'))).json().data;
    expect(csv.rows).toEqual(xlsx.rows);
    expect(csv.id).not.toBe(xlsx.id);
  });

  it('flags every rule: required fields, FABER lengths, dates, e-mail, mobile, monitor, duplicates, length', async () => {
    const rows: SampleCell[][] = [
      [null, '01.01.2000', 'a@example.com', null, 'A', 'A', null],
      ['1234567', '01.01.2000', 'b@example.com', null, 'B', 'B', null],
      ['1234567890123', '01.01.2000', 'c@example.com', null, 'C', 'C', null],
      ['12345678', day(2001, 3, 12), 'd@example.com', null, 'D', 'D', '+41 79 123 45 67'],
      ['123456789012', 36962, 'e@example.com', '10000002', 'E', 'E', '0041 79 123 45 67'],
      ['12.345.678', '01.01.2000', 'f@example.com', null, 'F', 'F', null],
      ['33333333', null, 'g@example.com', null, 'G', 'G', null],
      ['33333334', '29.02.2001', 'h@example.com', null, 'H', 'H', null],
      ['33333335', tomorrow(), 'i@example.com', null, 'I', 'I', null],
      ['33333336', '2001-03-12', 'j@example.com', null, 'J', 'J', null],
      ['33333337', '01.01.2000', null, null, 'K', 'K', null],
      ['33333338', '01.01.2000', 'l@example', null, 'L', 'L', null],
      ['33333339', '01.01.2000', 'm@example.com', '99999999', 'M', 'M', null],
      ['33333340', '01.01.2000', 'n@example.com', '20000001', 'N', 'N', null],
      ['33333341', '01.01.2000', 'o@example.com', null, 'O', 'O', '021 312 34 56'],
      ['33333342', '01.01.2000', 'p@example.com', null, 'P'.repeat(81), 'P', null],
      [SOPHIE, '12.04.2006', 'sophie@example.com', null, null, null, null],
      [null, null, null, null, null, null, null],
      ['33333343', '01.01.2000', 'q@example.com', null, null, null, null],
    ];
    const response = await upload('monitor@demo.ch', 'rules.xlsx', await xlsxFile(HEADER, rows));
    expect(response.statusCode).toBe(201);
    const preview = response.json().data;
    const byLine = (line: number) => preview.rows.find((row: ImportRow) => row.line === line);
    expect(errorsOf(byLine(2))).toEqual(['faber:required']);
    expect(errorsOf(byLine(3))).toEqual(['faber:faber']); // 7 digits
    expect(errorsOf(byLine(4))).toEqual(['faber:faber']); // 13 digits
    expect(byLine(5)).toMatchObject({ errors: [], action: 'create', values: { birthDate: '12.03.2001' } }); // 8 digits
    // 12 digits, an Excel serial number as birth date, a 00 prefix, another monitor of the school.
    expect(byLine(6)).toMatchObject({ errors: [], values: { birthDate: '12.03.2001' } });
    expect(errorsOf(byLine(7))).toEqual(['faber:duplicateInFile']); // 12.345.678 is row 5's 12345678
    expect(errorsOf(byLine(8))).toEqual(['birthDate:required']);
    expect(errorsOf(byLine(9))).toEqual(['birthDate:birthDate']); // 29.02 of a common year
    expect(errorsOf(byLine(10))).toEqual(['birthDate:birthDate']); // in the future
    expect(errorsOf(byLine(11))).toEqual(['birthDate:birthDate']); // not DD.MM.YYYY
    expect(errorsOf(byLine(12))).toEqual(['email:required']);
    expect(errorsOf(byLine(13))).toEqual(['email:email']);
    expect(errorsOf(byLine(14))).toEqual(['monitorFaber:unknownMonitor']);
    expect(errorsOf(byLine(15))).toEqual(['monitorFaber:unknownMonitor']); // ceresio@demo.ch: another school
    expect(errorsOf(byLine(16))).toEqual(['mobile:mobile']); // a landline
    expect(errorsOf(byLine(17))).toEqual(['firstname:tooLong']); // the German "Vorname" header
    expect(errorsOf(byLine(18))).toEqual(['faber:faberTaken']); // the head's student, not linked to me
    expect(byLine(19)).toBeUndefined(); // a blank row is skipped
    expect(byLine(20)).toMatchObject({ errors: [], action: 'create' });
    expect(preview).toMatchObject({ total: 18, valid: 3, invalid: 15 });
  });

  it('lets the head update any student of the school', async () => {
    const rows: SampleCell[][] = [[SOPHIE, '12.04.2006', 'sophie@example.com', null, null, null, null]];
    const preview = (await upload('head@demo.ch', 'head.xlsx', await xlsxFile(HEADER, rows))).json().data;
    expect(preview.rows[0]).toMatchObject({ errors: [], action: 'update' });
  });

  it('reads the later columns by their header in any of the four languages, wherever they are', async () => {
    const header = ['faber', 'nascita', 'mail', 'istruttore', 'Cellulare', 'Cognome', 'Nome', 'Note'];
    const rows: SampleCell[][] = [
      ['44444444', '01.01.2000', 'x@example.com', null, '+41 79 000 00 01', 'Rossi', 'Ada', 'x'],
    ];
    const preview = (await upload('monitor@demo.ch', 'it.csv', csvFile(header, rows))).json().data;
    expect(preview.rows[0]).toMatchObject({
      values: { mobile: '+41 79 000 00 01', name: 'Rossi', firstname: 'Ada' },
      errors: [],
    });
  });

  it('reads a comma-separated Windows-1252 CSV and quoted cells', async () => {
    const text =
      'FABER,Birth date,E-mail,Monitor,First name,Name\r\n"55 555 555",01.01.2000,z@example.com,,Zoé,"Müller, Jr"\r\n';
    const preview = (await upload('monitor@demo.ch', 'win.csv', Buffer.from(text, 'latin1'))).json().data;
    expect(preview.rows[0]).toMatchObject({
      values: { faber: '55 555 555', firstname: 'Zoé', name: 'Müller, Jr' },
      errors: [],
      action: 'create',
    });
  });

  it('refuses a row whose name holds a control character, and a file name holding one', async () => {
    const text =
      'FABER,Birth date,E-mail,Monitor,First name,Name\r\n66 666 666,01.01.2000,y@example.com,,Zoé,Mül\u0085ler\r\n';
    const previewed = await upload('monitor@demo.ch', 'nul.csv', Buffer.from(text));
    expect(previewed.statusCode, previewed.body).toBe(201);
    const preview = previewed.json().data;
    expect(preview.rows[0]).toMatchObject({ errors: [{ field: 'name', rule: 'controlCharacter' }], action: null });
    const named = await upload('monitor@demo.ch', 'list\u0007.csv', Buffer.from(text));
    expect(named.statusCode).toBe(400);
    expect(named.json().error.details).toEqual([expect.objectContaining({ field: 'file', rule: 'control_character' })]);
  });

  it('refuses a renamed or unreadable file with the student-import error, naming the file', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notAWorkbook = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 1)]);
    const cases: [string, Buffer][] = [
      ['photo.xlsx', png],
      ['broken.xlsx', notAWorkbook],
      ['notes.csv', Buffer.from('just some words\nand more\n')],
      ['empty.csv', Buffer.alloc(0)],
      ['no-workbook.xlsx', await zipBomb(1_000)],
    ];
    for (const [name, content] of cases) {
      const response = await upload('monitor@demo.ch', name, content);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'student_import_unreadable',
        details: [expect.objectContaining({ field: 'file', rule: 'unreadable' })],
      });
    }
  });

  it('asks for the file when none is sent', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/students/import',
      payload: '--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--x--\r\n',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        ...bearer(await tokenFor(t().app, 'monitor@demo.ch')),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'file' })]);
  });

  it('refuses an oversized file with 413 while it arrives', async () => {
    const response = await upload('monitor@demo.ch', 'big.csv', Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'payload_too_large', details: [{ field: 'file' }] });
  });

  it('refuses a zip bomb before parsing, even one whose directory lies about its size', async () => {
    for (const bomb of [await zipBomb(210 * 1_048_576), await zipBomb(210 * 1_048_576, 1_000)]) {
      expect(bomb.length).toBeLessThan(1_048_576);
      const started = Date.now();
      const response = await upload('monitor@demo.ch', 'bomb.xlsx', bomb);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({ code: 'payload_too_large', details: [{ field: 'file' }] });
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });

  it('refuses more rows than the import takes, stopping at the first one too many', async () => {
    const lines = ['FABER;Date;E-mail'];
    for (let index = 0; index <= IMPORT_MAX_ROWS; index++) lines.push(`${10_000_000 + index};01.01.2000;a@b.ch`);
    const response = await upload('monitor@demo.ch', 'many.csv', Buffer.from(lines.join('\n')));
    expect(response.statusCode).toBe(413);
  });

  it("treats another school's FABER as a new student: schools never see each other's", async () => {
    const rows: SampleCell[][] = [[LUKAS, '03.09.2005', 'lukas@example.com', null, null, null, null]];
    const preview = (await upload('ceresio@demo.ch', 'other.xlsx', await xlsxFile(HEADER, rows))).json().data;
    expect(preview.rows[0]).toMatchObject({ errors: [], action: 'create' });
  });
});

describe('student import: commit and error report', () => {
  const t = useTestApp();
  const upload = (email: string, fileName: string, content: Buffer) => uploadImport(t().app, email, fileName, content);
  const call = async (email: string, method: 'GET' | 'POST', url: string) =>
    t().app.inject({ method, url, headers: bearer(await tokenFor(t().app, email)) });
  const db = () => t().database.db;
  let previewId: string;

  beforeAll(async () => {
    previewId = (await upload('monitor@demo.ch', 'students-import.xlsx', await sampleFile('xlsx'))).json().data.id;
  });

  it("keeps another user's import to its owner: 404 for anyone else (403 for an employee, who imports nothing)", async () => {
    for (const email of ['head@demo.ch', 'ceresio@demo.ch', 'employee@demo.ch']) {
      const commit = (await call(email, 'POST', `/api/students/import/${previewId}/commit`)).statusCode;
      expect(commit, email).toBe(email === 'employee@demo.ch' ? 403 : 404);
      expect((await call(email, 'GET', `/api/students/import/${previewId}/errors.xlsx`)).statusCode).toBe(404);
    }
  });

  it('creates the new students and updates the known one, once, in one go', async () => {
    const before = await db().select({ count: sql<number>`count(*)::int` }).from(students);
    const response = await call('monitor@demo.ch', 'POST', `/api/students/import/${previewId}/commit`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ created: 6, updated: 1 });
    const after = await db().select({ count: sql<number>`count(*)::int` }).from(students);
    expect(after[0]?.count).toBe((before[0]?.count ?? 0) + 6);

    const [monitor] = await db().select().from(users).where(eq(users.email, 'monitor@demo.ch'));
    const [giulia] = await db().select().from(students).where(eq(students.faber, '805123456'));
    expect(giulia).toMatchObject({
      birthDate: '2004-07-21',
      email: 'giulia.neri@example.ch',
      mobile: '+41765551234',
      name: 'Neri',
      firstname: 'Giulia',
      createdBy: monitor?.id,
      searchText: 'neri giulia 805123456 giulia.neri@example.ch +41765551234 41765551234 0765551234',
    });
    const links = await db()
      .select()
      .from(studentMonitors)
      .where(eq(studentMonitors.studentId, giulia?.id ?? ''));
    expect(links).toMatchObject([{ monitorId: monitor?.id, access: 'owner', status: 'active' }]);

    const [lukas] = await db().select().from(students).where(eq(students.faber, LUKAS));
    expect(lukas).toMatchObject({ email: 'lukas.mueller@example.ch', birthDate: '2005-09-03', name: 'Müller' });
    expect(lukas?.searchText).toContain('lukas.mueller@example.ch');

    const imported = await db()
      .select({ studentId: studentEvents.studentId, details: studentEvents.details })
      .from(studentEvents)
      .where(eq(studentEvents.action, 'imported'));
    expect(imported).toHaveLength(7);
    expect(imported.find((event) => event.studentId === lukas?.id)?.details).toEqual({
      fileName: 'students-import.xlsx',
      outcome: 'updated',
    });
    const [stored] = await db().select().from(studentImports).where(eq(studentImports.id, previewId));
    expect(stored?.importedAt).toBeInstanceOf(Date);
  });

  it('refuses a second commit of the same preview with 409', async () => {
    const response = await call('monitor@demo.ch', 'POST', `/api/students/import/${previewId}/commit`);
    expect(response.statusCode).toBe(409);
  });

  it('never duplicates: the same file again only updates', async () => {
    const again = (await upload('monitor@demo.ch', 'again.csv', await sampleFile('csv'))).json().data;
    expect(again).toMatchObject({ creates: 0, updates: 7 });
    const result = await call('monitor@demo.ch', 'POST', `/api/students/import/${again.id}/commit`);
    expect(result.json().data).toEqual({ created: 0, updated: 7 });
    const fabers = ['80412365', '805123456', '80412366', LUKAS, '7301224588', '901234567', '80412367'];
    const rows = await db().select({ faber: students.faber }).from(students).where(inArray(students.faber, fabers));
    expect(rows).toHaveLength(7);
  });

  it('gives the managing monitor of the fourth column, else the importer', async () => {
    const rows: SampleCell[][] = [
      ['66666661', '01.01.2000', 'a1@example.com', '10000001', 'Un', 'A', null],
      ['66666662', '01.01.2000', 'a2@example.com', null, 'Deux', 'B', null],
    ];
    const preview = (await upload('monitor@demo.ch', 'owners.xlsx', await xlsxFile(HEADER, rows))).json().data;
    await call('monitor@demo.ch', 'POST', `/api/students/import/${preview.id}/commit`);
    const owners = await db()
      .select({ faber: students.faber, owner: users.email })
      .from(studentMonitors)
      .innerJoin(students, eq(students.id, studentMonitors.studentId))
      .innerJoin(users, eq(users.id, studentMonitors.monitorId))
      .where(and(inArray(students.faber, ['66666661', '66666662']), eq(studentMonitors.access, 'owner')));
    expect(owners.sort((a, b) => (a.faber ?? '').localeCompare(b.faber ?? ''))).toEqual([
      { faber: '66666661', owner: 'head@demo.ch' },
      { faber: '66666662', owner: 'monitor@demo.ch' },
    ]);
  });

  it('takes mobiles as a Swiss school list writes them: every row accepted, stored in E.164, shown nationally', async () => {
    const rows: SampleCell[][] = [
      ['77777771', '01.01.2000', 'm1@example.com', null, 'Anna', 'Natel', '079 123 45 67'],
      ['77777772', '01.01.2000', 'm2@example.com', null, 'Ben', 'Natel', '+41 78 234 56 78'],
      ['77777773', '01.01.2000', 'm3@example.com', null, 'Cléa', 'Natel', '0041 79 111 22 33'],
    ];
    const preview = (await upload('monitor@demo.ch', 'natel.csv', csvFile(HEADER, rows))).json().data;
    expect(preview).toMatchObject({ total: 3, valid: 3, invalid: 0, creates: 3 });
    // The preview shows the numbers as the file has them.
    expect(preview.rows.map((row: ImportRow) => row.values.mobile)).toEqual([
      '079 123 45 67',
      '+41 78 234 56 78',
      '0041 79 111 22 33',
    ]);
    const committed = await call('monitor@demo.ch', 'POST', `/api/students/import/${preview.id}/commit`);
    expect(committed.json().data).toEqual({ created: 3, updated: 0 });

    const stored = await db()
      .select({ id: students.id, faber: students.faber, mobile: students.mobile })
      .from(students)
      .where(inArray(students.faber, ['77777771', '77777772', '77777773']))
      .orderBy(students.faber);
    expect(stored.map((row) => row.mobile)).toEqual(['+41791234567', '+41782345678', '+41791112233']);
    expect(stored.map((row) => formatPhone(row.mobile ?? ''))).toEqual([
      '079 123 45 67',
      '078 234 56 78',
      '079 111 22 33',
    ]);
    // The API answers E.164; the sheet and the list show it with formatPhone, the printed sheet too.
    const read = await call('monitor@demo.ch', 'GET', `/api/students/${stored[1]?.id}`);
    expect(read.json().data.mobile).toBe('+41782345678');
    const printed = await call('monitor@demo.ch', 'GET', `/api/students/${stored[1]?.id}/print.pdf`);
    expect(pdfText(printed.rawPayload)).toContain('078 234 56 78');
  });

  it('answers the refused rows as a workbook with their errors in my language', async () => {
    const response = await call('monitor@demo.ch', 'GET', `/api/students/import/${previewId}/errors.xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    // monitor@demo.ch works in Italian.
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Riga',
      'FABER',
      'Data di nascita',
      'E-mail',
      'Cognome',
      'Nome',
      'Errori',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      '6',
      '1234567AB12',
      '31.02.2001',
      'marc.dupont.example.com',
      'Dupont',
      'Marc',
      'FABER: deve avere da 8 a 12 cifre; Data di nascita: data non valida (GG.MM.AAAA); E-mail: indirizzo e-mail non valido',
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it('writes the error report in French for the French-speaking head', async () => {
    const preview = (await upload('head@demo.ch', 'fr.csv', await sampleFile('csv'))).json().data;
    const response = await call('head@demo.ch', 'GET', `/api/students/import/${preview.id}/errors.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Ligne');
    expect(String(workbook.worksheets[0]?.getRow(2).getCell(7).value)).toContain('FABER: doit avoir 8 à 12 chiffres');
  });

  it('answers 404 for an unknown import', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('monitor@demo.ch', 'POST', `/api/students/import/${unknown}/commit`)).statusCode).toBe(404);
  });
});
