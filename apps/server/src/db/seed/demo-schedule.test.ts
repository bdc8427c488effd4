import { overlaps, schoolDateTime } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { dayFromNow } from './demo-catalogue';
import { type DemoBooking, demoSchedule } from './demo-schedule';

const NOW = new Date('2026-11-23T10:00:00Z');
const spanOn = (now: Date) => (booking: DemoBooking) => ({
  start: schoolDateTime(dayFromNow(booking.day, now), booking.from),
  end: schoolDateTime(dayFromNow(booking.day, now), booking.to),
});

describe('demo schedule', () => {
  const schedule = demoSchedule(NOW);

  it('never books a car, the training ground, the classroom or a monitor twice at once, whatever the seeding day', () => {
    // A monitor's overlap would stop the seeding (the exclusion constraint of migration 0016).
    for (let day = 0; day < 7; day += 1) {
      const now = new Date(NOW.getTime() + day * 86_400_000);
      const spanOf = spanOn(now);
      const bookings = demoSchedule(now);
      for (const [index, booking] of bookings.entries()) {
        for (const other of bookings.slice(index + 1)) {
          const shared =
            (booking.vehicle && booking.vehicle === other.vehicle) ||
            (booking.infrastructure && booking.infrastructure === other.infrastructure) ||
            booking.owner === other.owner;
          if (shared) {
            expect(
              overlaps(spanOf(booking), spanOf(other)),
              `${now.toISOString()} ${booking.title} / ${other.title}`,
            ).toBe(false);
          }
        }
      }
    }
  });

  it('fills two weeks for both monitors, with the VKU evenings, and leaves the head’s day to the tests', () => {
    expect(schedule.filter((booking) => booking.owner === 'monitor' && booking.day === 0).length).toBeGreaterThan(0);
    expect(schedule.filter((booking) => booking.owner === 'head' && booking.day === 0)).toEqual([]);
    expect(schedule.filter((booking) => booking.course === 'vku').map((booking) => booking.students.length)).toEqual([
      6, 6, 6, 6,
    ]);
    expect(schedule.filter((booking) => booking.title.includes('Leçon – autoroute'))).toHaveLength(1);
    expect(schedule.filter((booking) => booking.title.includes('circulation en ville'))).toHaveLength(1);
    expect(schedule.filter((booking) => booking.infrastructure === 'ground')).toHaveLength(3);
  });

  it('keeps the head’s mornings free for the browser tests, but for tomorrow’s motorway lesson', () => {
    const morning = schedule.filter(
      (booking) => booking.owner === 'head' && booking.from < '12:30' && booking.to > '09:00' && booking.day !== 1,
    );
    expect(morning).toEqual([]);
  });
});
