import type { AccountingItemId, MenuItemId, SettingsItemId } from '@ds/domain';

/** Where each menu entry of spec §2 leads. */
export const MENU_PATHS: Record<MenuItemId, string> = {
  home: '/',
  dashboard: '/dashboard',
  booking: '/booking',
  calendar: '/calendar',
  students: '/students',
  shop: '/resources',
  resources: '/learning/resources',
  theoryTest: '/theory-test',
  myMonitor: '/account/mymonitor',
};

export const ACCOUNTING_PATHS: Record<AccountingItemId, string> = {
  openBills: '/accounting/billing',
  revenue: '/accounting/ca',
};

export const SETTINGS_PATHS: Record<SettingsItemId, string> = {
  subscriptions: '/subscriptions',
  drivingSchools: '/driving-school',
  infrastructures: '/infrastructures',
  trainingCards: '/trainingcards-settings',
  ordersList: '/account/orders-list',
  vouchers: '/settings/vouchers',
};

export const ACTIVATE_LICENCE_PATH = '/account/subscriptions';
export const ONGOING_LESSON_PATH = '/lesson/on';
