import { type ActorRoles, defineAbilityFor, type Licences, NO_LICENCES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { courseControls, offersReminders } from './course-controls';

const withAdmin: Licences = { ...NO_LICENCES, admin: true };
const reminders = (actor: ActorRoles & { licences: Licences }) => offersReminders(defineAbilityFor(actor), actor);

describe('course controls', () => {
  it('lets me change my own courses while I may create courses', () => {
    expect(courseControls({ mine: true }, true)).toBe('edit');
  });

  it('withholds the changes of my own courses once the right to create courses is off', () => {
    expect(courseControls({ mine: true }, false)).toBe('withheld');
  });

  it('never offers to change a course shared by the school, with the right or without', () => {
    expect(courseControls({ mine: false }, true)).toBe('shared');
    expect(courseControls({ mine: false }, false)).toBe('shared');
  });

  it('offers reminder templates to a monitor with the admin licence, never to an employee', () => {
    expect(reminders({ roles: ['monitor'], licences: withAdmin })).toBe(true);
    expect(reminders({ roles: ['monitor'], licences: NO_LICENCES })).toBe(false);
    const employee = { rights: ['createCourses'] as const, active: true };
    expect(reminders({ roles: ['employee'], licences: withAdmin, employee })).toBe(false);
    expect(offersReminders(defineAbilityFor(null), null)).toBe(false);
  });
});
