import {
  type Action,
  type AppAbility,
  type EmployeeRight,
  type Licences,
  passesAdminLicence,
  QUICK_ACTIONS,
  type QuickAction,
  type Subject,
} from '@ds/domain';
import {
  type Icon,
  IconBooks,
  IconCalendar,
  IconCalendarPlus,
  IconCalendarTime,
  IconFileImport,
  IconMessages,
  IconReceipt,
  IconShoppingBag,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';

/** What opening a chip's screen takes: as the route's guard asks, and the employee's right for what it starts. */
interface Needs {
  can: [Action, Subject];
  adminLicence?: boolean;
  right?: EmployeeRight;
}

export interface QuickActionTarget {
  /** The screen, with the search parameter that opens its dialog. */
  path: string;
  icon: Icon;
  needs: Needs;
}

/** Where each chip of my day leads (spec §3 chips); its label is `calendar-my-day:chips.<id>`. */
export const QUICK_ACTION_TARGETS: Record<QuickAction, QuickActionTarget> = {
  newAppointment: {
    path: '/calendar?new=appointment',
    icon: IconCalendarPlus,
    needs: { can: ['manage', 'calendar'], right: 'createAppointments' },
  },
  scheduleLesson: {
    path: '/calendar?new=lesson',
    icon: IconCalendarTime,
    needs: { can: ['manage', 'calendar'], right: 'createAppointments' },
  },
  calendar: { path: '/calendar', icon: IconCalendar, needs: { can: ['read', 'calendar'] } },
  students: { path: '/students', icon: IconUsers, needs: { can: ['read', 'students'] } },
  newStudent: { path: '/students?new=1', icon: IconUserPlus, needs: { can: ['create', 'students'] } },
  importStudents: { path: '/students?import=1', icon: IconFileImport, needs: { can: ['create', 'students'] } },
  commLogs: { path: '/comm-logs', icon: IconMessages, needs: { can: ['read', 'communication'], adminLicence: true } },
  openBills: {
    path: '/accounting/billing',
    icon: IconReceipt,
    needs: { can: ['read', 'accounting'], adminLicence: true },
  },
  shop: { path: '/resources', icon: IconShoppingBag, needs: { can: ['read', 'shop'] } },
  resources: { path: '/learning/resources', icon: IconBooks, needs: { can: ['read', 'resources'] } },
};

/** What the signed-in user may do, as `usePermissions` tells it. */
export interface ChipAccess {
  ability: AppAbility;
  mayUse: (right: EmployeeRight) => boolean;
  roles: readonly string[];
  licences: Licences;
}

export function mayOpen(action: QuickAction, access: ChipAccess): boolean {
  const { can, adminLicence, right } = QUICK_ACTION_TARGETS[action].needs;
  if (!access.ability.can(...can)) return false;
  if (adminLicence && !passesAdminLicence(access.roles, access.licences)) return false;
  return !right || access.mayUse(right);
}

/** The chips the user may open, in the app's order: what the editor offers. */
export function availableActions(access: ChipAccess): QuickAction[] {
  return QUICK_ACTIONS.filter((action) => mayOpen(action, access));
}

/** His chosen chips in his order, without those he may not open (a licence gone, a right withdrawn). */
export function shownChips(chosen: readonly QuickAction[], access: ChipAccess): QuickAction[] {
  return chosen.filter((action) => mayOpen(action, access));
}
