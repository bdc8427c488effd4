import { describe, expect, it } from 'vitest';
import { LESSON_PAYMENTS } from './lesson-history.schema';
import { lessonFlagsOf, lessonPaymentOf } from './lesson-payment.rules';

describe('a lesson’s payment', () => {
  it('stores paid and offered as flags that exclude each other', () => {
    expect(lessonFlagsOf('paid')).toEqual({ paid: true, offered: false });
    expect(lessonFlagsOf('offered')).toEqual({ paid: false, offered: true });
    expect(lessonFlagsOf('unpaid')).toEqual({ paid: false, offered: false });
  });

  it('reads back every choice from its flags, with or without a settled appointment', () => {
    for (const payment of LESSON_PAYMENTS) {
      const flags = lessonFlagsOf(payment);
      expect(lessonPaymentOf({ ...flags, appointmentPaid: null })).toBe(payment);
      expect(lessonPaymentOf({ ...flags, appointmentPaid: payment !== 'unpaid' })).toBe(payment);
    }
  });

  it('follows the appointment once the calendar changes its paid flag', () => {
    expect(lessonPaymentOf({ paid: false, offered: false, appointmentPaid: true })).toBe('paid');
    expect(lessonPaymentOf({ paid: true, offered: false, appointmentPaid: false })).toBe('unpaid');
    expect(lessonPaymentOf({ paid: false, offered: true, appointmentPaid: false })).toBe('unpaid');
  });
});
