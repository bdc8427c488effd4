import { formatSwissDay, schoolDay } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import type { MailAttachmentMakers } from '../../../kernel/messaging';
import { ConflictError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { type Invoice, invoiceAttachment, invoiceLanguage, schoolInvoiceSeller } from '../../commerce';
import { documentLogo } from '../../identity';
import { type StudentBillingContact, studentBillingContacts } from '../../students';
import { type BilledLesson, lessonsOfInvoice } from '../../training';
import { findLessonInvoice, type LessonInvoiceRow } from './lesson-invoices.repo';

/** The seller of a lesson invoice: the lessons' school, when its record lets it invoice (IBAN, postcode and city). */
export async function lessonInvoiceSeller(db: Db, schoolId: string | null) {
  const seller = schoolId ? await schoolInvoiceSeller(db, schoolId) : null;
  if (!seller) {
    throw new ConflictError(
      "Invoicing needs the school's IBAN and address (a monitor without a school does not invoice)",
      'invoicing_unavailable',
    );
  }
  return seller;
}

/** What a lesson is owed for in centimes: its price and its charges. */
export function lessonAmount(lesson: BilledLesson): number {
  return lesson.charges.reduce((sum, charge) => sum + charge.amountCentimes, lesson.priceCentimes ?? 0);
}

const lessonName = (lesson: BilledLesson, language: string) =>
  lesson.courseLabel ?? serverTexts(language, 'accounting-billing')('lesson');

/** A lesson as one owed bill: its course (or "Lesson") and charges, and its Swiss day. */
export function lessonDescription(lesson: BilledLesson, language: string): string {
  const what = [lessonName(lesson, language), ...lesson.charges.map((charge) => charge.label)].join(' + ');
  return `${what}, ${formatSwissDay(schoolDay(lesson.startedAt))}`;
}

/**
 * A lesson's invoice lines: its course (or "Lesson") and Swiss day at its price, then each charge
 * with the day at its amount (a lesson without a price but charged: its charges alone).
 */
export function lessonLines(lesson: BilledLesson, language: string): Invoice['lines'] {
  const day = formatSwissDay(schoolDay(lesson.startedAt));
  const charges = lesson.charges.map((charge) => ({
    description: `${charge.label}, ${day}`,
    quantity: 1,
    unitPrice: charge.amountCentimes,
  }));
  if (lesson.priceCentimes === null && charges.length > 0) return charges;
  return [
    { description: `${lessonName(lesson, language)}, ${day}`, quantity: 1, unitPrice: lesson.priceCentimes ?? 0 },
    ...charges,
  ];
}

/** Days between two YYYY-MM-DD days (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The invoice as printed for its student, in his language; `paid`: its receipt once paid. */
export function lessonInvoiceOf(
  invoice: Pick<LessonInvoiceRow, 'number' | 'issuedOn' | 'dueOn' | 'paidOn'>,
  seller: Invoice['seller'],
  student: StudentBillingContact,
  lessons: BilledLesson[],
): Invoice {
  const language = invoiceLanguage(student.language ?? '');
  return {
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    language,
    seller,
    buyer: {
      name: `${student.firstname} ${student.name}`.trim(),
      attention: null,
      address: student.address,
      email: student.email,
    },
    lines: lessons.flatMap((lesson) => lessonLines(lesson, language)),
    paidOn: invoice.paidOn,
    payableDays: daysBetween(invoice.issuedOn, invoice.dueOn),
  };
}

/**
 * A stored lesson invoice as printed (the receipt once paid, unless `toPay`), with the logo of
 * the monitor whose lessons it bills, else his school's.
 */
export async function storedLessonInvoice(
  deps: Pick<Deps, 'db' | 'files' | 'log'>,
  invoice: LessonInvoiceRow,
  toPay = false,
): Promise<Invoice> {
  const { db } = deps;
  const seller = await lessonInvoiceSeller(db, invoice.schoolId);
  const student = (await studentBillingContacts(db, [invoice.studentId])).get(invoice.studentId);
  if (!student) throw new Error('the invoiced student is gone');
  const lessons = await lessonsOfInvoice(db, invoice.id);
  return {
    ...lessonInvoiceOf({ ...invoice, paidOn: toPay ? null : invoice.paidOn }, seller, student, lessons),
    logo: await documentLogo(deps, { userId: invoice.monitorId, schoolId: invoice.schoolId }),
  };
}

/** The kind of a mail's attachment that is a lesson invoice (its bill to pay, for the invoice and its reminders). */
export const LESSON_INVOICE = 'lesson-invoice';

/** How the mail delivery draws a lesson invoice, from its row, when the mail leaves (the logo from `files`). */
export function lessonInvoiceAttachmentMakers(deps: Pick<Deps, 'files' | 'log'>): MailAttachmentMakers {
  return {
    [LESSON_INVOICE]: async (db, id) => {
      const invoice = await findLessonInvoice(db, id);
      if (!invoice) throw new Error('the lesson invoice is gone');
      return invoiceAttachment(await storedLessonInvoice({ ...deps, db }, invoice, true));
    },
  };
}
