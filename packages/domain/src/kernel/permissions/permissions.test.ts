import { describe, expect, it } from 'vitest';
import { defineAbilityFor, primaryRole } from './abilities';
import { EMPLOYEE_RIGHTS, employeeActiveOn, mayUseRight } from './employee-rights';
import { NO_LICENCES, passesAdminLicence } from './licences';
import { buildMenu } from './menu';
import { inheritedRoles, toRole } from './roles';

const actor = (role: string, licences = NO_LICENCES) => ({ roles: [role], licences });

describe('roles', () => {
  it('falls back to user for an unknown role', () => {
    expect(toRole('superhero')).toBe('user');
  });

  it('treats member and non-member instructors as monitors', () => {
    expect(toRole('member')).toBe('monitor');
    expect(toRole('nonmember')).toBe('monitor');
  });

  it('inherits guest < user < monitor < fre < admin', () => {
    expect(inheritedRoles('fre')).toEqual(['guest', 'user', 'monitor', 'fre']);
    expect(inheritedRoles('user')).toEqual(['guest', 'user']);
  });
});

describe('abilities', () => {
  it('lets a user read home and the shop but not manage students', () => {
    const ability = defineAbilityFor(actor('user'));
    expect(ability.can('read', 'home')).toBe(true);
    expect(ability.can('read', 'shop')).toBe(true);
    expect(ability.can('manage', 'students')).toBe(false);
    expect(ability.can('read', 'accounting')).toBe(false);
  });

  it('lets a monitor manage students and accounting, read the wizard, not the whole app', () => {
    const ability = defineAbilityFor(actor('monitor'));
    expect(ability.can('manage', 'students')).toBe(true);
    expect(ability.can('read', 'accounting')).toBe(true);
    expect(ability.can('read', 'wizard')).toBe(true);
    expect(ability.can('read', 'dashboard')).toBe(true);
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('gives admin and fre every right, the product administration to the admin only', () => {
    for (const role of ['admin', 'fre']) {
      expect(defineAbilityFor(actor(role)).can('manage', 'all')).toBe(true);
    }
    expect(defineAbilityFor(actor('admin')).can('manage', 'admin')).toBe(true);
    expect(defineAbilityFor(actor('fre')).can('manage', 'admin')).toBe(false);
    expect(defineAbilityFor(actor('fre')).can('manage', 'students')).toBe(true);
  });

  it('lets the school head change the school-wide records, not a monitor or an employee', () => {
    expect(defineAbilityFor({ roles: ['monitor'], schoolHead: true }).can('manage', 'schoolRecords')).toBe(true);
    expect(defineAbilityFor(actor('monitor')).can('manage', 'schoolRecords')).toBe(false);
    expect(defineAbilityFor(actor('employee')).can('manage', 'schoolRecords')).toBe(false);
    expect(defineAbilityFor(actor('fre')).can('manage', 'schoolRecords')).toBe(true);
  });

  it("gives an employee the school's work while his access runs, never a learner's screens nor taking a student on", () => {
    const working = defineAbilityFor({ roles: ['employee'], employee: { rights: [], active: true } });
    expect(working.can('manage', 'calendar')).toBe(true);
    expect(working.can('manage', 'students')).toBe(true);
    expect(working.can('create', 'students')).toBe(false);
    expect(working.can('manage', 'lesson')).toBe(true);
    expect(working.can('read', 'drivingSchool')).toBe(true);
    expect(working.can('manage', 'drivingSchool')).toBe(false);
    expect(working.can('read', 'dashboard')).toBe(false);
    expect(working.can('read', 'theoryTest')).toBe(false);
    expect(defineAbilityFor(actor('monitor')).can('create', 'students')).toBe(true);
  });

  it('leaves an employee whose access ended, or has not started, only his account', () => {
    for (const employee of [{ rights: EMPLOYEE_RIGHTS, active: false }, null]) {
      const ability = defineAbilityFor({ roles: ['employee'], employee });
      expect(ability.can('read', 'account')).toBe(true);
      expect(ability.can('read', 'home')).toBe(false);
      expect(ability.can('read', 'calendar')).toBe(false);
      expect(ability.can('read', 'students')).toBe(false);
    }
  });

  it('gives a guest nothing', () => {
    expect(defineAbilityFor(null).can('read', 'home')).toBe(false);
    expect(primaryRole(null)).toBe('guest');
  });
});

describe('employee rights', () => {
  it('run from the start date to the end of the end date', () => {
    const terms = { startsOn: '2026-09-01', endsOn: '2026-12-31' };
    expect(employeeActiveOn(terms, '2026-08-31')).toBe(false);
    expect(employeeActiveOn(terms, '2026-09-01')).toBe(true);
    expect(employeeActiveOn(terms, '2026-12-31')).toBe(true);
    expect(employeeActiveOn(terms, '2027-01-01')).toBe(false);
    expect(employeeActiveOn({ startsOn: '2026-09-01', endsOn: null }, '2040-01-01')).toBe(true);
  });

  it('bind employees only: a right turned off, or an access that ended, refuses; anyone else may', () => {
    const employee = { rights: ['deliverTraining'] as const, active: true };
    expect(mayUseRight({ employee }, 'deliverTraining')).toBe(true);
    expect(mayUseRight({ employee }, 'createAppointments')).toBe(false);
    expect(mayUseRight({ employee: { ...employee, active: false } }, 'deliverTraining')).toBe(false);
    expect(mayUseRight({ employee: null }, 'createAppointments')).toBe(true);
    expect(mayUseRight(null, 'createAppointments')).toBe(true);
  });
});

describe('admin licence gate', () => {
  it('admits the admin licence or the fre role only', () => {
    expect(passesAdminLicence(['monitor'], NO_LICENCES)).toBe(false);
    expect(passesAdminLicence(['monitor'], { ...NO_LICENCES, admin: true })).toBe(true);
    expect(passesAdminLicence(['fre'], NO_LICENCES)).toBe(true);
  });
});

describe('menu of spec §2', () => {
  it('shows dashboard (his home, without a second Home entry), booking, theory test and my monitor to a plain user', () => {
    const menu = buildMenu(actor('user'));
    expect(menu.items).toEqual(['dashboard', 'booking', 'calendar', 'shop', 'theoryTest', 'myMonitor']);
    expect(menu.accounting).toEqual([]);
    expect(menu.settings).toEqual([]);
    expect(menu.wizard).toBe(false);
  });

  it('shows students, resources and accounting to a monitor, and the licence link without admin licence', () => {
    const menu = buildMenu(actor('monitor'));
    expect(menu.items).toEqual(['home', 'calendar', 'students', 'shop', 'resources']);
    expect(menu.activateLicence).toBe(true);
    expect(menu.accounting).toEqual(['openBills', 'revenue']);
    expect(menu.settings).toEqual([]);
    expect(buildMenu(actor('monitor', { ...NO_LICENCES, admin: true })).activateLicence).toBe(false);
  });

  it('hides the theory test from fre but shows the settings dropdown', () => {
    const menu = buildMenu(actor('fre'));
    expect(menu.items).not.toContain('theoryTest');
    expect(menu.settings).toHaveLength(6);
  });

  it('shows a working employee home, calendar and students, and one whose access ended nothing', () => {
    const working = { roles: ['employee'], licences: NO_LICENCES, employee: { rights: [], active: true } };
    expect(buildMenu(working).items).toEqual(['home', 'calendar', 'students', 'shop']);
    expect(buildMenu({ ...working, employee: { rights: [], active: false } }).items).toEqual([]);
  });

  it('is empty for a guest', () => {
    expect(buildMenu(null).items).toEqual([]);
  });
});
