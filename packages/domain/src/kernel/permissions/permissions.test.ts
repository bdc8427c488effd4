import { describe, expect, it } from 'vitest';
import { defineAbilityFor, primaryRole } from './abilities';
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

  it('gives admin and fre every right', () => {
    for (const role of ['admin', 'fre']) {
      expect(defineAbilityFor(actor(role)).can('manage', 'all')).toBe(true);
    }
  });

  it('lets the school head change the school-wide records, not a monitor or an employee', () => {
    expect(defineAbilityFor({ roles: ['monitor'], schoolHead: true }).can('manage', 'schoolRecords')).toBe(true);
    expect(defineAbilityFor(actor('monitor')).can('manage', 'schoolRecords')).toBe(false);
    expect(defineAbilityFor(actor('employee')).can('manage', 'schoolRecords')).toBe(false);
    expect(defineAbilityFor(actor('fre')).can('manage', 'schoolRecords')).toBe(true);
  });

  it('gives a guest nothing', () => {
    expect(defineAbilityFor(null).can('read', 'home')).toBe(false);
    expect(primaryRole(null)).toBe('guest');
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
  it('shows dashboard (his home, without a second Home entry), theory test and my monitor to a plain user', () => {
    const menu = buildMenu(actor('user'));
    expect(menu.items).toEqual(['dashboard', 'calendar', 'shop', 'theoryTest', 'myMonitor']);
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

  it('is empty for a guest', () => {
    expect(buildMenu(null).items).toEqual([]);
  });
});
