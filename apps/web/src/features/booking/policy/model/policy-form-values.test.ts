import { bookingPolicyInput, DEFAULT_BOOKING_POLICY } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { policyFormValues, toPolicyCandidate } from './policy-form-values';

describe('the booking rules form', () => {
  it('sends back what it was opened on, with the version read', () => {
    const candidate = toPolicyCandidate(policyFormValues(DEFAULT_BOOKING_POLICY), 3);
    expect(candidate).toEqual({ ...DEFAULT_BOOKING_POLICY, version: 3 });
    expect(bookingPolicyInput.safeParse(candidate).success).toBe(true);
  });

  it('sends the lengths chosen in order, as numbers', () => {
    const values = { ...policyFormValues(DEFAULT_BOOKING_POLICY), lessonLengths: ['90', '50'], stepMinutes: '30' };
    expect(toPolicyCandidate(values, 1)).toMatchObject({ lessonLengths: [50, 90], stepMinutes: 30 });
  });

  it('leaves an emptied number missing, so the schema asks for it', () => {
    const values = { ...policyFormValues(DEFAULT_BOOKING_POLICY), horizonWeeks: '' };
    const parsed = bookingPolicyInput.safeParse(toPolicyCandidate(values, 1));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['horizonWeeks']);
  });

  it('refuses a notice of more working days than the rule allows', () => {
    const values = {
      ...policyFormValues(DEFAULT_BOOKING_POLICY),
      noticeUnit: 'working_days' as const,
      noticeAmount: 24,
    };
    const parsed = bookingPolicyInput.safeParse(toPolicyCandidate(values, 1));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['noticeAmount']);
  });
});
