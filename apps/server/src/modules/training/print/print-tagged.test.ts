import { describe, expect, it } from 'vitest';
import { pdfCatalog, pdfContent, pdfPages, pdfText } from '../../../test/pdf-text';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

/** Issue 18: a printed sheet screen readers can read (tagged, its language set) and whose tables keep their headers. */
describe('the printed student sheet for assistive technology', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  it('is a tagged PDF in the printed language whose long tables repeat their header on every page', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', { name: 'Lang', firstname: 'Tabelle' });
    for (let index = 0; index < 60; index += 1) {
      const date = `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
      const added = await call('monitor@demo.ch', 'POST', `/api/students/${id}/exams`, {
        date,
        type: 'theory',
        status: 'success',
        remarks: `Prüfung Nummer ${index + 1}`,
      });
      expect(added.statusCode).toBe(201);
    }
    const printed = (await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=de`)).rawPayload;

    expect(printed.subarray(0, 8).toString()).toBe('%PDF-1.7');
    const { catalog, object } = pdfCatalog(printed);
    expect(catalog).toContain('/Lang (de-CH)');
    expect(catalog).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(object(/\/ViewerPreferences (\d+ 0 R)/.exec(catalog)?.[1] ?? '')).toMatch(/\/DisplayDocTitle true/);
    expect(object(/\/MarkInfo (\d+ 0 R)/.exec(catalog)?.[1] ?? '')).toMatch(/\/Marked true/);
    const structTree = object(/\/StructTreeRoot (\d+ 0 R)/.exec(catalog)?.[1] ?? '');
    expect(structTree).toContain('/ParentTree');
    const content = pdfContent(printed);
    for (const tag of ['H1', 'H2', 'P', 'TH', 'TD'])
      expect(content).toMatch(new RegExp(`/${tag} <<\\s*/MCID \\d+\\s*>> BDC`));
    expect(content).toMatch(/\/Artifact <<\s*\/Type \/Layout\s*>> BDC/);
    expect(content).toMatch(/\/Artifact <<\s*\/Type \/Pagination\s*>> BDC/);
    expect(pdfText(printed)).toContain('Prüfung Nummer 60');

    // The exams' table runs over at least two pages, each starting with its header row.
    const pages = pdfPages(printed);
    const withExams = pages.filter((page) => page.includes('Prüfung Nummer'));
    expect(withExams.length).toBeGreaterThanOrEqual(2);
    for (const page of withExams) {
      for (const header of ['Datum', 'Art', 'Ergebnis', 'Experte', 'Bemerkungen']) expect(page).toContain(header);
    }
    const second = withExams[1] ?? '';
    expect(second.indexOf('Bemerkungen')).toBeLessThan(second.indexOf('Prüfung Nummer'));

    const italian = pdfCatalog(
      (await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=it`)).rawPayload,
    );
    expect(italian.catalog).toContain('/Lang (it-CH)');
  }, 90_000); // sixty exams written one by one, on a shared machine
});
