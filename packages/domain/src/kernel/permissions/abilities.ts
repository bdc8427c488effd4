import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { EmployeeStatus } from './employee-rights';
import { inheritedRoles, type Role, toRole } from './roles';

/** `create` is apart for what some who manage a subject may not start (an employee works on the school's students, monitors take them on). */
export const ACTIONS = ['read', 'create', 'manage'] as const;
export type Action = (typeof ACTIONS)[number];

/** The resources a route or a menu item names for its permission check (spec §2, §6). */
export const SUBJECTS = [
  'home',
  'dashboard',
  'calendar',
  'resources',
  'account',
  'theoryTest',
  'shop',
  'drivingSchool',
  'subscriptions',
  'trainingcardsSettings',
  'wizard',
  'students',
  'courses',
  'infrastructures',
  'sari',
  'communication',
  'lesson',
  'routes',
  'accounting',
  'admin',
  /** Records the whole school shares (its examiners): changed by the school head, not every monitor. */
  'schoolRecords',
  'all',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export type AppAbility = MongoAbility<[Action, Subject]>;

/** What the permission model needs to know about the acting user. */
export interface ActorRoles {
  roles: readonly string[];
  /** An administrator (head) of his driving school. */
  schoolHead?: boolean;
  /** An employee's rights and whether his access runs today; null for anyone else. */
  employee?: EmployeeStatus | null;
}

const USER_READS: Subject[] = ['home', 'dashboard', 'calendar', 'resources', 'account', 'theoryTest', 'shop'];
const MONITOR_READS_AND_MANAGES: Subject[] = ['drivingSchool', 'subscriptions', 'trainingcardsSettings', 'wizard'];
const MONITOR_MANAGES: Subject[] = [
  'home',
  'calendar',
  'students',
  'courses',
  'infrastructures',
  'sari',
  'communication',
  'shop',
  'lesson',
  'routes',
  'accounting',
  'resources',
];
/**
 * An employee works on the school's calendars, students, lessons, courses and resource library while his access
 * runs; what he may start there is his rights' business (`mayUseRight`). He reads the school's
 * record (his own terms and rights are on it) and the shop, never takes a student on, and reads
 * nothing of a learner's side (dashboard, theory test).
 */
const EMPLOYEE_MANAGES: Subject[] = ['home', 'calendar', 'students', 'lesson', 'courses', 'resources'];
const EMPLOYEE_READS: Subject[] = ['account', 'drivingSchool', 'shop'];

type Grants = Pick<AbilityBuilder<AppAbility>, 'can' | 'cannot'>;

const grantsByRole: Record<Role, (grants: Grants) => void> = {
  guest: () => {},
  user: ({ can }) => can('read', USER_READS),
  monitor: ({ can }) => {
    can(['read', 'manage'], MONITOR_READS_AND_MANAGES);
    can('manage', MONITOR_MANAGES);
  },
  /** Every right on the app, but the product's own administration (plans, clients, keys: spec §6). */
  fre: ({ can, cannot }) => {
    can('manage', 'all');
    cannot('manage', 'admin');
  },
  admin: ({ can }) => can('manage', 'all'),
  employee: () => {},
};

/** An employee's grants: his work while his access runs, only his account once it ended (or before it starts). */
function grantEmployee(
  { can, cannot }: Pick<AbilityBuilder<AppAbility>, 'can' | 'cannot'>,
  employee: EmployeeStatus | null | undefined,
) {
  if (!employee?.active) {
    can('read', 'account');
    return;
  }
  can('read', EMPLOYEE_READS);
  can('manage', EMPLOYEE_MANAGES);
  cannot('create', 'students');
}

/**
 * The single definition of who may do what (spec §6), used by the server on every route
 * and by the web client to hide what is not allowed. `manage` implies every action, and
 * the `all` subject every subject (CASL semantics).
 */
export function defineAbilityFor(actor: ActorRoles | null): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  const roles = actor ? actor.roles.map(toRole) : (['guest'] as Role[]);
  for (const role of new Set(roles.flatMap(inheritedRoles))) grantsByRole[role]({ can, cannot });
  if (roles.includes('employee')) grantEmployee({ can, cannot }, actor?.employee);
  if (actor?.schoolHead) can('manage', 'schoolRecords');
  return build();
}

export function primaryRole(actor: ActorRoles | null): Role {
  if (!actor || actor.roles.length === 0) return 'guest';
  const roles = actor.roles.map(toRole);
  const order: Role[] = ['admin', 'fre', 'monitor', 'employee', 'user', 'guest'];
  return order.find((role) => roles.includes(role)) ?? 'user';
}
