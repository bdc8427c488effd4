import { type ActorRoles, type AppAbility, defineAbilityFor, primaryRole } from './abilities';
import type { Licences } from './licences';

export type MenuItemId =
  | 'home'
  | 'dashboard'
  | 'booking'
  | 'calendar'
  | 'students'
  | 'shop'
  | 'resources'
  | 'theoryTest'
  | 'myMonitor';

export type AccountingItemId = 'openBills' | 'revenue';
export type SettingsItemId =
  | 'subscriptions'
  | 'drivingSchools'
  | 'infrastructures'
  | 'trainingCards'
  | 'ordersList'
  | 'vouchers';

export interface Menu {
  items: MenuItemId[];
  /** A monitor without the admin licence is offered the activation link. */
  activateLicence: boolean;
  accounting: AccountingItemId[];
  settings: SettingsItemId[];
  wizard: boolean;
}

/** The top-bar menu of spec §2 Layout for an actor; empty for a guest. */
export function buildMenu(actor: (ActorRoles & { licences: Licences }) | null, ability?: AppAbility): Menu {
  const can = ability ?? defineAbilityFor(actor);
  const role = primaryRole(actor);
  if (role === 'guest') return { items: [], activateLicence: false, accounting: [], settings: [], wizard: false };

  const items: MenuItemId[] = [];
  // A learner's home is his dashboard: one entry, not Home and Dashboard opening the same screen;
  // booking his own lessons (issue 30) comes next to it.
  if (role === 'user') items.push('dashboard', 'booking');
  else if (can.can('read', 'home')) items.push('home');
  if (can.can('read', 'calendar')) items.push('calendar');
  if (can.can('manage', 'students')) items.push('students');
  if (can.can('read', 'shop')) items.push('shop');
  if (can.can('read', 'trainingcardsSettings')) items.push('resources');
  if (can.can('read', 'theoryTest') && role !== 'monitor' && role !== 'fre') items.push('theoryTest');
  if (role === 'user') items.push('myMonitor');

  return {
    items,
    activateLicence: role === 'monitor' && !actor?.licences.admin,
    accounting: can.can('read', 'accounting') ? ['openBills', 'revenue'] : [],
    settings: can.can('manage', 'all')
      ? ['subscriptions', 'drivingSchools', 'infrastructures', 'trainingCards', 'ordersList', 'vouchers']
      : [],
    wizard: can.can('read', 'wizard'),
  };
}
