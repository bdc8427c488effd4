import type { BookingOffers } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { bookableMonitors, bookingsLeft, resolveChoice } from './booking-choice';

const course = (id: string, lengths: number[], readyDomain: string | null = null, ready = true) => ({
  id,
  label: id,
  lengths: lengths.map((minutes) => ({ minutes, price: minutes * 2 })),
  payAtBooking: false,
  readyDomain,
  ready,
});
const monitor = (monitorId: string, courses: ReturnType<typeof course>[]) => ({
  monitorId,
  name: monitorId,
  courses,
  freeCancellationHours: 24,
  requireConfirmation: false,
  maxOpenBookings: 2,
  horizonWeeks: 4,
});
const offers: BookingOffers = {
  monitors: [
    monitor('empty', []),
    monitor('head', [course('b', [45, 90]), course('moto', [50])]),
    monitor('other', [course('c', [45])]),
    monitor('motorway', [course('a9', [90], 'F4', false), course('town', [45, 90])]),
  ],
  openBookings: { head: 1, other: 3 },
};
const nothing = { monitorId: null, courseId: null, lengthMinutes: null };

describe("the student's choice", () => {
  it('leaves out monitors who publish no course for him', () => {
    expect(bookableMonitors(offers).map((each) => each.monitorId)).toEqual(['head', 'other', 'motorway']);
  });

  it('starts from the first monitor, course and length', () => {
    const choice = resolveChoice(offers, nothing);
    expect([choice?.monitor.monitorId, choice?.course.id, choice?.lengthMinutes]).toEqual(['head', 'b', 45]);
  });

  it('keeps what he picked while the offers hold it, at the price of that length', () => {
    const choice = resolveChoice(offers, { monitorId: 'head', courseId: 'b', lengthMinutes: 90 });
    expect([choice?.monitor.monitorId, choice?.course.id, choice?.lengthMinutes]).toEqual(['head', 'b', 90]);
    expect(choice?.price).toBe(180);
  });

  it("falls back to the course's first length when the new course does not offer the one picked", () => {
    const choice = resolveChoice(offers, { monitorId: 'head', courseId: 'moto', lengthMinutes: 90 });
    expect([choice?.course.id, choice?.lengthMinutes]).toEqual(['moto', 50]);
  });

  it('falls back to the first course of another monitor', () => {
    const choice = resolveChoice(offers, { monitorId: 'other', courseId: 'moto', lengthMinutes: 50 });
    expect([choice?.monitor.monitorId, choice?.course.id, choice?.lengthMinutes]).toEqual(['other', 'c', 45]);
  });

  it('starts from a course he is ready for, and keeps one he is not ready for when he picks it', () => {
    const first = resolveChoice(offers, { monitorId: 'motorway', courseId: null, lengthMinutes: null });
    expect([first?.course.id, first?.lengthMinutes]).toEqual(['town', 45]);
    const picked = resolveChoice(offers, { monitorId: 'motorway', courseId: 'a9', lengthMinutes: null });
    expect([picked?.course.id, picked?.course.ready]).toEqual(['a9', false]);
  });

  it('has nothing to search when no monitor publishes', () => {
    expect(resolveChoice({ monitors: [], openBookings: {} }, nothing)).toBeNull();
  });

  it('counts the bookings left with a monitor', () => {
    const [, head, other] = offers.monitors;
    expect(head && bookingsLeft(offers, head)).toBe(1);
    expect(other && bookingsLeft(offers, other)).toBe(0);
  });
});
