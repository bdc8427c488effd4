import {
  type ActorRoles,
  DEFAULT_QUICK_ACTIONS,
  defineAbilityFor,
  type EmployeeRight,
  type Licences,
  mayUseRight,
  NO_LICENCES,
  QUICK_ACTIONS,
} from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { availableActions, type ChipAccess, QUICK_ACTION_TARGETS, shownChips } from './quick-actions';

function access(roles: string[], licences: Partial<Licences> = {}, extra: Partial<ActorRoles> = {}): ChipAccess {
  const actor = { roles, licences: { ...NO_LICENCES, ...licences }, ...extra };
  return {
    ability: defineAbilityFor(actor),
    mayUse: (right: EmployeeRight) => mayUseRight(actor, right),
    roles,
    licences: actor.licences,
  };
}

const employee = (rights: EmployeeRight[]) => access(['employee'], {}, { employee: { rights, active: true } });

describe('where the chips of my day lead', () => {
  it('maps every action to its own screen and icon', () => {
    expect(Object.keys(QUICK_ACTION_TARGETS).sort()).toEqual([...QUICK_ACTIONS].sort());
    const paths = Object.values(QUICK_ACTION_TARGETS).map((target) => target.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const target of Object.values(QUICK_ACTION_TARGETS)) expect(target.path).toMatch(/^\/[a-z]/);
  });

  it('opens the dialogs of the calendar and the students list through their address', () => {
    expect(QUICK_ACTION_TARGETS.newAppointment.path).toBe('/calendar?new=appointment');
    expect(QUICK_ACTION_TARGETS.scheduleLesson.path).toBe('/calendar?new=lesson');
    expect(QUICK_ACTION_TARGETS.newStudent.path).toBe('/students?new=1');
    expect(QUICK_ACTION_TARGETS.importStudents.path).toBe('/students?import=1');
  });

  it('gives a new monitor default chips he may all open', () => {
    expect(shownChips(DEFAULT_QUICK_ACTIONS, access(['monitor']))).toEqual(DEFAULT_QUICK_ACTIONS);
  });
});

describe('which chips a user may have', () => {
  it('offers a monitor the admin-licence screens only with the licence (the fre role passes)', () => {
    const without = availableActions(access(['monitor']));
    expect(without).not.toContain('commLogs');
    expect(without).not.toContain('openBills');
    expect(availableActions(access(['monitor'], { admin: true }))).toEqual([...QUICK_ACTIONS]);
    expect(availableActions(access(['fre']))).toEqual([...QUICK_ACTIONS]);
  });

  it('offers an employee no student to take on, and bookings only with the right to create sessions', () => {
    const plain = availableActions(employee([]));
    expect(plain).toEqual(['calendar', 'students', 'shop', 'resources']);
    expect(availableActions(employee(['createAppointments']))).toEqual([
      'newAppointment',
      'scheduleLesson',
      'calendar',
      'students',
      'shop',
      'resources',
    ]);
  });

  it('keeps his order and leaves out what he may no longer open', () => {
    const chosen = ['openBills', 'students', 'newAppointment'] as const;
    expect(shownChips(chosen, access(['monitor'], { admin: true }))).toEqual(chosen);
    expect(shownChips(chosen, employee([]))).toEqual(['students']);
  });
});
