import {
  dayPlus,
  formatChf,
  formatSwissDay,
  type LessonInvoice,
  type LessonInvoiceInput,
  type OpenBills,
  type PaymentRecordInput,
  schoolDay,
  toChf,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { serverTexts } from '../../../lib/server-texts';
import { invoiceFileName, invoicePdf, nextInvoiceNumber, totalsOf } from '../../commerce';
import { recordAudit } from '../../platform';
import { studentBillingContacts } from '../../students';
import {
  type BilledLesson,
  billLessonsOnInvoice,
  lessonsOfInvoice,
  lockLessonsForBilling,
  recordLessonsPayment,
  releaseLessonsOfInvoice,
} from '../../training';
import { holdsBill, requireFinanceLicence } from '../accounting-access';
import { accountingSettingsOf } from './accounting-settings.service';
import { LESSON_INVOICE, lessonInvoiceOf, lessonInvoiceSeller, storedLessonInvoice } from './lesson-invoice-document';
import {
  findLessonInvoice,
  insertLessonInvoice,
  type LessonInvoiceRow,
  markLessonInvoiceCancelled,
  markLessonInvoicePaid,
} from './lesson-invoices.repo';
import { openBills } from './open-bills.service';

type BillingDeps = Pick<Deps, 'db' | 'mailer' | 'log'>;

const notPayable = (message: string, field?: string) =>
  new ConflictError(message, 'not_payable', field ? [{ field, rule: 'not_payable', message }] : undefined);

/** A payment's day may be today or earlier, never after (400 naming `body.paidOn`). */
export function checkPaidOn(payment: PaymentRecordInput, today = schoolDay(new Date())): void {
  if (payment.paidOn > today) {
    throw new ValidationError([{ field: 'body.paidOn', rule: 'in_future', message: 'must be today or earlier' }]);
  }
}

/** Whether a lesson is owed one by one and may be recorded paid or invoiced. */
export function isOpenLesson(lesson: BilledLesson): boolean {
  return lesson.ended && !lesson.paid && !lesson.offered && lesson.invoiceId === null;
}

function answerOf(row: LessonInvoiceRow, lessons: number): LessonInvoice {
  return {
    id: row.id,
    number: row.number,
    studentId: row.studentId,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    total: toChf(row.total),
    status: row.status,
    paidOn: row.paidOn,
    paymentMethod: row.paymentMethod,
    remindersSent: row.remindersSent,
    lessons,
  };
}

/** An invoice the reader holds (his own, his school's for its head); anyone else is told it does not exist. */
async function heldInvoice(db: Db, actor: Actor, id: string): Promise<LessonInvoiceRow> {
  requireFinanceLicence(actor);
  const invoice = await findLessonInvoice(db, id);
  if (!invoice || !holdsBill(actor, invoice)) throw new NotFoundError('No such invoice');
  return invoice;
}

/**
 * One QR-bill invoice of a student's owed lessons (issue 26 §3), in one transaction: the lessons
 * locked and checked (each his, ended, unpaid, not offered, priced or charged, on no invoice, of one monitor:
 * otherwise 409 `not_payable` and nothing is written), numbered in the school's series, due after
 * the school's days to pay, the lessons billed on it, and the mail with its PDF planned (a student
 * without an e-mail gets none; the invoice is made all the same).
 */
export async function createLessonInvoice(
  deps: BillingDeps,
  actor: Actor,
  input: LessonInvoiceInput,
): Promise<LessonInvoice> {
  requireFinanceLicence(actor);
  const now = new Date();
  const issuedOn = schoolDay(now);
  const lessonIds = [...new Set(input.lessonIds)];
  const created = await deps.db.transaction(async (tx) => {
    const lessons = await lockLessonsForBilling(tx, lessonIds);
    const billable = lessons.filter(
      (lesson) =>
        holdsBill(actor, lesson) &&
        lesson.studentId === input.studentId &&
        isOpenLesson(lesson) &&
        (lesson.priceCentimes !== null || lesson.charges.length > 0),
    );
    if (billable.length !== lessonIds.length) {
      throw notPayable(
        "Only the student's ended, unpaid, priced or charged lessons on no invoice can be invoiced",
        'body.lessonIds',
      );
    }
    const [first] = billable;
    if (!first || billable.some((lesson) => lesson.monitorId !== first.monitorId)) {
      throw notPayable('An invoice bills the lessons of one monitor', 'body.lessonIds');
    }
    const seller = await lessonInvoiceSeller(tx, first.schoolId);
    const schoolId = first.schoolId as string;
    const student = (await studentBillingContacts(tx, [input.studentId])).get(input.studentId);
    if (!student) throw notPayable('No such student', 'body.studentId');
    const settings = await accountingSettingsOf(tx, schoolId);
    const number = await nextInvoiceNumber(tx, { kind: 'school', schoolId }, now);
    const dueOn = dayPlus(issuedOn, settings.paymentTermDays);
    const document = lessonInvoiceOf({ number, issuedOn, dueOn, paidOn: null }, seller, student, billable);
    const total = totalsOf(document).total;
    if (total <= 0) throw notPayable('The lessons are worth nothing to invoice', 'body.lessonIds');
    const row = await insertLessonInvoice(tx, {
      series: schoolId,
      number,
      schoolId,
      monitorId: first.monitorId,
      studentId: input.studentId,
      issuedOn,
      dueOn,
      total,
      createdBy: actor.userId,
    });
    await billLessonsOnInvoice(tx, lessonIds, row.id);
    if (student.email) {
      const texts = serverTexts(document.language, 'accounting-billing');
      const values = {
        name: student.firstname,
        number,
        seller: seller.name,
        count: billable.length,
        total: formatChf(total, document.language),
        dueOn: formatSwissDay(dueOn),
      };
      await deps.mailer.send(
        {
          to: student.email,
          subject: texts('invoiceSubject', values),
          text: texts('invoiceText', values),
          studentId: student.id,
          senderId: actor.userId,
          attachments: [{ kind: LESSON_INVOICE, id: row.id }],
        },
        tx,
      );
    }
    return { row, lessons: billable.length };
  });
  await recordAudit(deps.db, deps.log, {
    action: 'lesson_invoice.created',
    outcome: 'success',
    userId: actor.userId,
    schoolId: created.row.schoolId,
    details: { invoiceId: created.row.id, number: created.row.number, lessons: created.lessons },
  });
  return answerOf(created.row, created.lessons);
}

/** An invoice paid on a day by a method, with all its lessons, in one transaction; a second time 409 `not_payable`. */
export async function payLessonInvoice(
  db: Db,
  actor: Actor,
  id: string,
  payment: PaymentRecordInput,
): Promise<LessonInvoice> {
  const invoice = await heldInvoice(db, actor, id);
  checkPaidOn(payment);
  const paid = await db.transaction(async (tx) => {
    const row = await markLessonInvoicePaid(tx, id, payment);
    if (!row) throw notPayable('This invoice is not open');
    const billed = await lessonsOfInvoice(tx, invoice.id);
    const lessons = await lockLessonsForBilling(
      tx,
      billed.map((lesson) => lesson.id),
    );
    await recordLessonsPayment(tx, actor.userId, lessons, payment);
    return answerOf(row, lessons.length);
  });
  return paid;
}

/** An open invoice cancelled: its lessons go back to the open bills. */
export async function cancelLessonInvoice(db: Db, actor: Actor, id: string): Promise<LessonInvoice> {
  await heldInvoice(db, actor, id);
  return db.transaction(async (tx) => {
    const row = await markLessonInvoiceCancelled(tx, id);
    if (!row) throw notPayable('This invoice is not open');
    await releaseLessonsOfInvoice(tx, id);
    return answerOf(row, 0);
  });
}

/** The invoice's PDF (its receipt once paid), for its seller's side. */
export async function lessonInvoicePdf(deps: Pick<Deps, 'db' | 'files' | 'log'>, actor: Actor, id: string) {
  const invoice = await storedLessonInvoice(deps, await heldInvoice(deps.db, actor, id));
  return { fileName: invoiceFileName(invoice), content: await invoicePdf(invoice) };
}

/**
 * One owed lesson recorded paid on a day by a method (not one on an invoice, nor offered: 409
 * `not_payable`); answers the open bills as they now are.
 */
export async function recordLessonPayment(
  db: Db,
  actor: Actor,
  lessonId: string,
  payment: PaymentRecordInput,
): Promise<OpenBills> {
  requireFinanceLicence(actor);
  checkPaidOn(payment);
  await db.transaction(async (tx) => {
    const [lesson] = await lockLessonsForBilling(tx, [lessonId]);
    if (!lesson || !holdsBill(actor, lesson)) throw new NotFoundError('No such lesson');
    if (!isOpenLesson(lesson)) throw notPayable('This lesson is not owed one by one');
    await recordLessonsPayment(tx, actor.userId, [lesson], payment);
  });
  return openBills(db, actor, { q: '' });
}
