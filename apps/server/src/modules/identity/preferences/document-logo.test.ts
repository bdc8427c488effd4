import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonInvoices, users } from '../../../db/schema';
import { multipartFile } from '../../../test/multipart';
import { pdfContent } from '../../../test/pdf-text';
import { pngOf } from '../../../test/png';
import { bearer, tokenFor } from '../../../test/sign-in';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

/** An image XObject: what pdfkit writes for `doc.image`. */
const hasImage = (pdf: Buffer) => /\/Subtype \/Image/.test(pdf.toString('latin1'));

/** Issue 28: the app logo (else the school's) printed on the student sheet and on invoices. */
describe('the logo on printed documents', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);
  const pdf = async (email: string, url: string) => {
    const answer = await call(email, 'GET', url);
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return answer.rawPayload;
  };
  /** The demo school's logo, kept in the database. */
  const putSchoolLogo = async () => {
    const body = multipartFile('file', 'ecole.png', pngOf(300, 80));
    const answer = await t().app.inject({
      method: 'PUT',
      url: '/api/school/logo',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(await tokenFor(t().app, 'head@demo.ch')) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it("prints the printer's app logo on the student sheet, else his school's, else none", async () => {
    const id = await createStudentAs(() => t().app, 'head@demo.ch', { name: 'Logo', firstname: 'Léa' });
    const withLogo = await pdf('head@demo.ch', `/api/students/${id}/print.pdf?lang=fr`);
    expect(hasImage(withLogo)).toBe(true);
    // A figure of the tagged sheet, with its alternative text.
    expect(pdfContent(withLogo)).toMatch(/\/Figure <<\s*\/MCID \d+\s*>> BDC/);
    expect(withLogo.toString('latin1')).toMatch(/\/S \/Figure\s+\/Alt /);

    const theirs = await createStudentAs(() => t().app, 'monitor@demo.ch', { name: 'Sans', firstname: 'Logo' });
    const without = await pdf('monitor@demo.ch', `/api/students/${theirs}/print.pdf?lang=fr`);
    expect(hasImage(without)).toBe(false);

    // The school's logo prints for a member without his own.
    await putSchoolLogo();
    expect(hasImage(await pdf('monitor@demo.ch', `/api/students/${theirs}/print.pdf?lang=fr`))).toBe(true);
    expect((await call('head@demo.ch', 'DELETE', '/api/school/logo')).statusCode).toBe(200);
  });

  it("prints the monitor's logo on his lesson invoices and the seller's on the shop's", async () => {
    const db = t().database.db;
    const [head] = await db.select().from(users).where(eq(users.email, 'head@demo.ch'));
    const [invoice] = await db
      .select()
      .from(lessonInvoices)
      .where(eq(lessonInvoices.monitorId, head?.id ?? ''));
    if (!invoice) throw new Error('the demo has no lesson invoice of the head');
    const lesson = await pdf('head@demo.ch', `/api/accounting/invoices/${invoice.id}/invoice.pdf`);
    expect(hasImage(lesson)).toBe(true);

    // student@demo.ch bought from the head's shop: its invoice carries her logo.
    const purchases = (await call('student@demo.ch', 'GET', '/api/account/purchases')).json().data;
    const invoiced = purchases.find((purchase: { invoice: boolean }) => purchase.invoice);
    if (!invoiced) throw new Error('the demo student has no invoiced purchase');
    const shop = await pdf('student@demo.ch', `/api/account/purchases/${invoiced.id}/invoice.pdf`);
    expect(hasImage(shop)).toBe(true);

    // Without hers, the school's; without either, none.
    await db
      .update(users)
      .set({ logoFileId: null })
      .where(eq(users.id, head?.id ?? ''));
    await putSchoolLogo();
    expect(hasImage(await pdf('head@demo.ch', `/api/accounting/invoices/${invoice.id}/invoice.pdf`))).toBe(true);
    expect((await call('head@demo.ch', 'DELETE', '/api/school/logo')).statusCode).toBe(200);
    expect(hasImage(await pdf('head@demo.ch', `/api/accounting/invoices/${invoice.id}/invoice.pdf`))).toBe(false);
  });
});
