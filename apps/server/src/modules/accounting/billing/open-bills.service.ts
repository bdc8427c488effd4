import { type OpenBill, type OpenBills, type OpenBillsQuery, schoolDay, toCentimes, toChf } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { serverTexts } from '../../../lib/server-texts';
import { openShopInvoices } from '../../commerce';
import { schoolStudentsOfUsers, studentBillingContacts } from '../../students';
import { lessonCountsOfInvoices, openLessons } from '../../training';
import { billingScope, requireFinanceLicence } from '../accounting-access';
import { findOpenCharges } from '../charges/student-charges.repo';
import { daysBetween, lessonAmount, lessonDescription } from './lesson-invoice-document';
import { findOpenLessonInvoices } from './lesson-invoices.repo';

interface Debtor {
  studentId: string | null;
  name: string;
  email: string | null;
  bills: OpenBill[];
}

/** Lower-cased, accents removed: how a search compares names. */
const normalised = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matches(debtor: Debtor, q: string): boolean {
  const words = normalised(q).split(/\s+/).filter(Boolean);
  const haystack = normalised(`${debtor.name} ${debtor.email ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/**
 * Everything owed to the reader (spec §2 /accounting/billing): lessons owed one by one, open
 * lesson invoices and open shop invoices he (his school, for its head) sells; per student, the
 * oldest first, each with the days it is overdue (a lesson since its day, an invoice since it
 * fell due). A shop buyer who is none of the school's students is listed by his name.
 */
export async function openBills(db: Db, actor: Actor, query: OpenBillsQuery): Promise<OpenBills> {
  requireFinanceLicence(actor);
  const scope = billingScope(actor, query.monitorId);
  const today = schoolDay(new Date());
  const overdue = (dueOn: string) => Math.max(0, daysBetween(dueOn, today));
  const debtors = new Map<string, Debtor>();
  const debtor = (key: string, who: Omit<Debtor, 'bills'>) => {
    let found = debtors.get(key);
    if (!found) {
      found = { ...who, bills: [] };
      debtors.set(key, found);
    }
    return found;
  };

  for (const lesson of await openLessons(db, scope)) {
    const day = schoolDay(lesson.startedAt);
    const { student } = lesson;
    debtor(lesson.studentId, {
      studentId: lesson.studentId,
      name: `${student.firstname} ${student.name}`.trim(),
      email: student.email,
    }).bills.push({
      kind: 'lesson',
      id: lesson.id,
      date: day,
      dueOn: day,
      daysOverdue: overdue(day),
      description: lessonDescription(lesson, student.language ?? ''),
      amount: toChf(lessonAmount(lesson)),
      invoiceNumber: null,
      remindersSent: 0,
      monitorId: lesson.monitorId,
    });
  }

  const invoices = await findOpenLessonInvoices(db, scope);
  const contacts = await studentBillingContacts(
    db,
    invoices.map((invoice) => invoice.studentId),
  );
  const lessonCounts = await lessonCountsOfInvoices(
    db,
    invoices.map((invoice) => invoice.id),
  );
  for (const invoice of invoices) {
    const student = contacts.get(invoice.studentId);
    if (!student) continue;
    const lessons = lessonCounts.get(invoice.id) ?? 0;
    debtor(invoice.studentId, {
      studentId: invoice.studentId,
      name: `${student.firstname} ${student.name}`.trim(),
      email: student.email,
    }).bills.push({
      kind: 'lesson_invoice',
      id: invoice.id,
      date: invoice.issuedOn,
      dueOn: invoice.dueOn,
      daysOverdue: overdue(invoice.dueOn),
      description: serverTexts(student.language, 'accounting-billing')('lessonsCount', { count: lessons }),
      amount: toChf(invoice.total),
      invoiceNumber: invoice.number,
      remindersSent: invoice.remindersSent,
      monitorId: invoice.monitorId,
    });
  }

  const charges = await findOpenCharges(db, scope);
  const chargedStudents = await studentBillingContacts(
    db,
    charges.map((charge) => charge.studentId),
  );
  for (const charge of charges) {
    const student = chargedStudents.get(charge.studentId);
    if (!student) continue;
    debtor(charge.studentId, {
      studentId: charge.studentId,
      name: `${student.firstname} ${student.name}`.trim(),
      email: student.email,
    }).bills.push({
      kind: 'charge',
      id: charge.id,
      date: charge.chargedOn,
      dueOn: charge.chargedOn,
      daysOverdue: overdue(charge.chargedOn),
      description: charge.description,
      amount: toChf(charge.amount),
      invoiceNumber: null,
      remindersSent: 0,
      monitorId: charge.monitorId,
    });
  }

  const shop = await openShopInvoices(
    db,
    scope.schoolId ? { schoolId: scope.schoolId, sellerId: scope.monitorId } : { sellerId: actor.userId },
  );
  const studentOfBuyer = actor.schoolId
    ? await schoolStudentsOfUsers(
        db,
        actor.schoolId,
        shop.flatMap((order) => (order.buyerId ? [order.buyerId] : [])),
      )
    : new Map<string, string>();
  for (const order of shop) {
    const studentId = order.buyerId ? (studentOfBuyer.get(order.buyerId) ?? null) : null;
    debtor(studentId ?? `buyer:${order.buyerEmail.toLowerCase()}`, {
      studentId,
      name: order.buyerName,
      email: order.buyerEmail,
    }).bills.push({
      kind: 'shop_invoice',
      id: order.id,
      date: order.orderedOn,
      dueOn: order.dueOn,
      daysOverdue: overdue(order.dueOn),
      description: order.article,
      amount: toChf(order.due),
      invoiceNumber: order.number,
      remindersSent: 0,
      monitorId: order.sellerId,
    });
  }

  const students = [...debtors.values()]
    .filter((found) => matches(found, query.q))
    .map((found) => {
      const bills = found.bills.sort((a, b) => a.date.localeCompare(b.date));
      const total = bills.reduce((sum, bill) => sum + toCentimes(bill.amount), 0);
      return {
        ...found,
        bills,
        total: toChf(total),
        oldestDaysOverdue: Math.max(...bills.map((bill) => bill.daysOverdue)),
      };
    })
    .sort((a, b) => (a.bills[0]?.date ?? '').localeCompare(b.bills[0]?.date ?? ''));
  const total = students.reduce((sum, student) => sum + toCentimes(student.total), 0);
  return { students, total: toChf(total) };
}
