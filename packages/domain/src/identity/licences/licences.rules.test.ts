import { describe, expect, it } from 'vitest';
import { licenceKeySchema, licenceStatus } from './licences.rules';

describe('licence key', () => {
  it('accepts four groups of four, upper-casing them', () => {
    expect(licenceKeySchema.parse(' admn-2026-demo-0002 ')).toBe('ADMN-2026-DEMO-0002');
  });

  it('refuses other shapes', () => {
    for (const key of ['ADMN-2026-DEMO', 'ADMN20262DEMO0002', 'ADMN-2026-DEMO-00021', 'ADMN-2026-DEMO-00_2']) {
      expect(licenceKeySchema.safeParse(key).success).toBe(false);
    }
  });
});

describe('licence status', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('runs not yet activated → activated → expired', () => {
    expect(licenceStatus({ activatedAt: null, endsAt: null }, now)).toBe('notActivated');
    expect(licenceStatus({ activatedAt: now, endsAt: new Date('2027-11-22T10:00:00Z') }, now)).toBe('activated');
    expect(licenceStatus({ activatedAt: new Date('2025-01-01'), endsAt: new Date('2026-01-01') }, now)).toBe('expired');
  });
});
