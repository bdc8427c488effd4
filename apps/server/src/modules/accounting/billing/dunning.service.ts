import { DEFAULT_REMINDER_DAYS, dayPlus, formatChf, formatSwissDay, schoolDay } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { serverTexts } from '../../../lib/server-texts';
import { schoolInvoiceSeller } from '../../commerce';
import { studentBillingContacts } from '../../students';
import { LESSON_INVOICE } from './lesson-invoice-document';
import { countReminder, findOpenInvoicesWithReminderDays } from './lesson-invoices.repo';

/** The day the next reminder of an invoice is due, or null when its seller's reminders are all sent. */
export function nextReminderDay(invoice: { dueOn: string; remindersSent: number }, reminderDays: readonly number[]) {
  const days = reminderDays[invoice.remindersSent];
  return days === undefined ? null : dayPlus(invoice.dueOn, days);
}

/**
 * The daily dunning round (issue 26 §3): every open lesson invoice whose next reminder day
 * (due date + the seller's reminder days, in order) has come gets that reminder, mailed to its
 * student in his language with the invoice attached. The count and the mail are written in one
 * transaction and the count only moves from the number read, so each reminder is sent once
 * however often (or in how many processes) the round runs; one reminder per invoice a round.
 * A student without an e-mail is not reminded. Answers how many reminders were planned.
 */
export async function runDunningRound(deps: Pick<Deps, 'db' | 'mailer'>, now = new Date()): Promise<number> {
  const today = schoolDay(now);
  const due = (await findOpenInvoicesWithReminderDays(deps.db)).filter(({ invoice, reminderDays }) => {
    const day = nextReminderDay(invoice, reminderDays ?? DEFAULT_REMINDER_DAYS);
    return day !== null && day <= today;
  });
  const contacts = await studentBillingContacts(
    deps.db,
    due.map(({ invoice }) => invoice.studentId),
  );
  let sent = 0;
  for (const { invoice } of due) {
    const student = contacts.get(invoice.studentId);
    if (!student?.email) continue;
    const email = student.email;
    // A school that lost its IBAN or address meanwhile cannot draw the invoice the reminder carries.
    const seller = invoice.schoolId ? await schoolInvoiceSeller(deps.db, invoice.schoolId) : null;
    if (!seller) continue;
    const counted = await deps.db.transaction(async (tx) => {
      if (!(await countReminder(tx, invoice.id, invoice.remindersSent))) return false;
      const texts = serverTexts(student.language, 'accounting-billing');
      const values = {
        name: student.firstname,
        reminder: invoice.remindersSent + 1,
        number: invoice.number,
        seller: seller.name,
        total: formatChf(invoice.total, student.language ?? 'fr'),
        dueOn: formatSwissDay(invoice.dueOn),
      };
      await deps.mailer.send(
        {
          to: email,
          subject: texts('reminderSubject', values),
          text: texts('reminderText', values),
          studentId: student.id,
          // Sent as the invoice's author sent it, so it is in his (his school's) message log.
          senderId: invoice.createdBy ?? invoice.monitorId,
          attachments: [{ kind: LESSON_INVOICE, id: invoice.id }],
        },
        tx,
      );
      return true;
    });
    if (counted) sent += 1;
  }
  return sent;
}
