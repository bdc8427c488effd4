import { describe, expect, it } from 'vitest';
import { schoolDateTime } from '../kernel/time/school-time';
import { freeSlots, type SlotSearch } from './free-slots.rules';

const search = (overrides: Partial<SlotSearch> = {}): SlotSearch => ({
  days: ['2026-12-07', '2026-12-08'],
  closedDays: new Set(),
  workdayStart: '08:00',
  workdayEnd: '11:00',
  durationMinutes: 60,
  stepMinutes: 30,
  busy: [],
  notBefore: new Date('2026-01-01T00:00:00Z'),
  perDay: 10,
  ...overrides,
});
const times = (slots: { start: Date }[]) =>
  slots.map(({ start }) =>
    start.toLocaleString('fr-CH', { timeZone: 'Europe/Zurich', dateStyle: 'short', timeStyle: 'short' }),
  );

describe('free slots', () => {
  it('offers every step where the whole lesson fits in the work day', () => {
    expect(times(freeSlots(search({ days: ['2026-12-07'] })))).toEqual([
      '07.12.26 08:00',
      '07.12.26 08:30',
      '07.12.26 09:00',
      '07.12.26 09:30',
      '07.12.26 10:00',
    ]);
  });

  it('skips what is busy (touching is free), closed days and the past, and caps each day', () => {
    const busy = [{ start: schoolDateTime('2026-12-08', '09:00'), end: schoolDateTime('2026-12-08', '10:00') }];
    const slots = freeSlots(
      search({
        days: ['2026-12-07', '2026-12-08', '2026-12-09'],
        closedDays: new Set(['2026-12-07']),
        busy,
        notBefore: schoolDateTime('2026-12-08', '08:15'),
        perDay: 2,
      }),
    );
    expect(times(slots)).toEqual(['08.12.26 10:00', '09.12.26 08:00', '09.12.26 08:30']);
  });

  it('finds nothing when the lesson is longer than the work day', () => {
    expect(freeSlots(search({ durationMinutes: 240 }))).toEqual([]);
  });
});
