import type { OpenBill } from '@ds/domain';

/** A bill's overdue badge colour: grey while not yet due, orange then, red after a month. */
export function overdueColor(bill: Pick<OpenBill, 'daysOverdue'>): string {
  if (bill.daysOverdue <= 0) return 'gray';
  return bill.daysOverdue > 30 ? 'red' : 'orange';
}

/** The lessons of a student that may go on one invoice: lessons owed one by one. */
export function invoiceableLessonIds(bills: readonly OpenBill[], chosen: ReadonlySet<string>): string[] {
  return bills.filter((bill) => bill.kind === 'lesson' && chosen.has(bill.id)).map((bill) => bill.id);
}
