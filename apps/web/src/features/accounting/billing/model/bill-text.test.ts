import type { OpenBill } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { invoiceableLessonIds, overdueColor } from './bill-text';

const bill = (kind: OpenBill['kind'], id: string): OpenBill => ({
  kind,
  id,
  date: '2026-10-01',
  dueOn: '2026-10-01',
  daysOverdue: 3,
  description: 'Leçon',
  amount: 95,
  invoiceNumber: null,
  remindersSent: 0,
  monitorId: null,
});

describe('open bills', () => {
  it('colours a bill by how overdue it is', () => {
    expect(overdueColor({ daysOverdue: 0 })).toBe('gray');
    expect(overdueColor({ daysOverdue: 12 })).toBe('orange');
    expect(overdueColor({ daysOverdue: 31 })).toBe('red');
  });

  it('puts only chosen lessons on an invoice, never an invoice or a shop order', () => {
    const bills = [bill('lesson', 'a'), bill('lesson', 'b'), bill('lesson_invoice', 'c'), bill('shop_invoice', 'd')];
    expect(invoiceableLessonIds(bills, new Set(['a', 'c', 'd']))).toEqual(['a']);
  });
});
