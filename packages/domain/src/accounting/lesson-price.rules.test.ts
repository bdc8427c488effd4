import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LessonPriceBasis, lessonPriceCentimes } from './lesson-price.rules';

const basis: LessonPriceBasis = {
  overrideCentimes: null,
  course: { priceCentimes: 9_000, durationMinutes: 45 },
  defaultLessonPriceCentimes: 10_000,
  defaultDurationMinutes: 60,
  minutes: 45,
};

describe('the price of a lesson (issue 26 §1)', () => {
  it('takes the appointment’s own price first, as set', () => {
    expect(lessonPriceCentimes({ ...basis, overrideCentimes: 12_345 })).toBe(12_345);
    expect(lessonPriceCentimes({ ...basis, overrideCentimes: 0 })).toBe(0);
  });

  it('takes the course’s price pro rata of its duration, rounded to 5 centimes', () => {
    expect(lessonPriceCentimes(basis)).toBe(9_000);
    expect(lessonPriceCentimes({ ...basis, minutes: 90 })).toBe(18_000);
    expect(lessonPriceCentimes({ ...basis, minutes: 50 })).toBe(10_000);
    // 9000 × 7 / 45 = 1400, 10_000 × 7 / 60 = 1166.67 → 1165
    expect(lessonPriceCentimes({ ...basis, course: null, minutes: 7 })).toBe(1_165);
  });

  it('counts one whole lesson when there is no length (all day, no appointment)', () => {
    expect(lessonPriceCentimes({ ...basis, minutes: null })).toBe(9_000);
    expect(lessonPriceCentimes({ ...basis, course: null, minutes: null })).toBe(10_000);
  });

  it('falls back on the monitor’s default lesson price, else has none', () => {
    expect(lessonPriceCentimes({ ...basis, course: null, minutes: 30 })).toBe(5_000);
    expect(lessonPriceCentimes({ ...basis, course: null, defaultLessonPriceCentimes: null })).toBeNull();
  });

  it('is a non-negative multiple of 5 centimes, proportional to the minutes within rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 1_440 }),
        (priceCentimes, durationMinutes, minutes) => {
          const price = lessonPriceCentimes({ ...basis, course: { priceCentimes, durationMinutes }, minutes });
          expect(price).not.toBeNull();
          expect((price as number) >= 0 && (price as number) % 5 === 0).toBe(true);
          expect(Math.abs((price as number) - (priceCentimes * minutes) / durationMinutes)).toBeLessThanOrEqual(2.5);
        },
      ),
    );
  });
});
