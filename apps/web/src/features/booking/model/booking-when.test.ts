import { describe, expect, it } from 'vitest';
import { dayHeading, lessonWhen, momentOf } from './booking-when';

describe('booking dates, the Swiss way', () => {
  it('heads a day with its weekday in the interface language', () => {
    expect(dayHeading('2026-12-03', 'fr-CH')).toBe('jeudi 03.12.2026');
    expect(dayHeading('2026-12-03', 'de-CH')).toBe('Donnerstag 03.12.2026');
  });

  it('writes a lesson on Swiss clocks, across the change of time', () => {
    expect(lessonWhen('2026-12-03T09:00:00.000Z', '2026-12-03T09:45:00.000Z', 'en')).toBe(
      'Thu 03.12.2026, 10:00–10:45',
    );
    expect(lessonWhen('2027-03-28T07:00:00.000Z', '2027-03-28T07:50:00.000Z', 'en')).toBe(
      'Sun 28.03.2027, 09:00–09:50',
    );
  });

  it('writes a deadline as day and time in Switzerland', () => {
    expect(momentOf('2026-12-02T23:30:00.000Z')).toBe('03.12.2026 00:30');
  });
});
