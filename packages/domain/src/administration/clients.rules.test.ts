import { describe, expect, it } from 'vitest';
import { blockRefusal, licenceSummary, schoolMonthBounds } from './clients.rules';
import { accountBlockInput, smsOfferInput } from './clients.schema';

describe('product administration rules', () => {
  it('counts a month from Zurich midnight to Zurich midnight, across the year end', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    expect(schoolMonthBounds(new Date('2026-12-31T23:30:00Z'))).toEqual({
      start: new Date('2026-12-31T23:00:00Z'),
      end: new Date('2027-01-31T23:00:00Z'),
    });
    // March: winter time at its start, summer time at its end.
    expect(schoolMonthBounds(new Date('2026-03-15T12:00:00Z'))).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
  });

  it('sums up licences: the modules running now, the latest end of any', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const running = { modules: ['finance', 'admin'], start: new Date('2026-01-01'), end: new Date('2026-12-31') };
    const expired = { modules: ['didactic'], start: new Date('2025-01-01'), end: new Date('2025-12-31') };
    const renewal = { modules: ['admin'], start: new Date('2026-12-31'), end: new Date('2027-12-31') };
    const unused = { modules: ['statistics'], start: null, end: null };
    expect(licenceSummary([running, expired, renewal, unused], now)).toEqual({
      activeModules: ['admin', 'finance'],
      latestEnd: '2027-12-31T00:00:00.000Z',
    });
    expect(licenceSummary([unused], now)).toEqual({ activeModules: [], latestEnd: null });
  });

  it('never blocks the administrator himself nor another administrator', () => {
    expect(blockRefusal('a', { id: 'a', role: 'admin' })).toBe('cannot_block_self');
    expect(blockRefusal('a', { id: 'b', role: 'admin' })).toBe('cannot_block_admin');
    expect(blockRefusal('a', { id: 'c', role: 'monitor' })).toBeNull();
  });

  it('wants a reason of 3 to 500 characters and 1 to 10,000 SMS', () => {
    expect(accountBlockInput.safeParse({ blocked: true }).error?.issues[0]?.path).toEqual(['reason']);
    expect(accountBlockInput.safeParse({ blocked: true, reason: '  ab ' }).success).toBe(false);
    expect(accountBlockInput.safeParse({ blocked: true, reason: 'x'.repeat(501) }).success).toBe(false);
    expect(accountBlockInput.parse({ blocked: false, reason: ' paid ' }).reason).toBe('paid');
    expect(smsOfferInput.safeParse({ sms: 0, reason: 'gift' }).success).toBe(false);
    expect(smsOfferInput.safeParse({ sms: 10_001, reason: 'gift' }).success).toBe(false);
    expect(smsOfferInput.safeParse({ sms: 1.5, reason: 'gift' }).success).toBe(false);
    expect(smsOfferInput.safeParse({ sms: 10_000, reason: 'gift' }).success).toBe(true);
  });
});
