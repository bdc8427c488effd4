import { describe, expect, it } from 'vitest';
import { invoiceNumber, planOfferedTo, subscriptionOrderInput } from './orders.schema';

describe('subscription orders', () => {
  const monitor = { roles: ['monitor'], userId: 'u1' };
  it('offers a plan by its roles and named users, never a withdrawn one', () => {
    expect(planOfferedTo({ disabled: false, roles: [], userIds: [] }, monitor)).toBe(true);
    expect(planOfferedTo({ disabled: true, roles: [], userIds: [] }, monitor)).toBe(false);
    expect(planOfferedTo({ disabled: false, roles: ['fre'], userIds: [] }, monitor)).toBe(false);
    expect(planOfferedTo({ disabled: false, roles: ['monitor'], userIds: ['u2'] }, monitor)).toBe(false);
    expect(planOfferedTo({ disabled: false, roles: ['monitor'], userIds: ['u1'] }, monitor)).toBe(true);
  });
  it('needs the terms accepted (spec §5)', () => {
    const base = { planId: '00000000-0000-4000-8000-000000000001', quantity: 1, paymentMode: 'invoice' };
    expect(subscriptionOrderInput.safeParse({ ...base, acceptTerms: false }).error?.issues[0]?.path).toEqual([
      'acceptTerms',
    ]);
    expect(subscriptionOrderInput.safeParse({ ...base, acceptTerms: true }).success).toBe(true);
  });
  it('numbers invoices by year', () => {
    expect(invoiceNumber(2026, 42)).toBe('2026-00042');
  });
});
