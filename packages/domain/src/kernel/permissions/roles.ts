/**
 * Roles of spec §6. Inheritance runs guest < user < monitor < fre < admin; the employee
 * role sits apart (its rights are set per employee by the school head).
 */
export const ROLES = ['guest', 'user', 'monitor', 'fre', 'admin', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Names under which instructors appear besides `monitor` (member and non-member instructors). */
const MONITOR_ALIASES = ['monitor', 'member', 'nonmember', 'moniteur', 'monitor_member', 'monitor_nonmember'];

const INHERITANCE: readonly Role[] = ['guest', 'user', 'monitor', 'fre', 'admin'];

/** Normalises a stored role name; unknown roles fall back to user (spec §6). */
export function toRole(name: string): Role {
  const lower = name.trim().toLowerCase();
  if (MONITOR_ALIASES.includes(lower)) return 'monitor';
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : 'user';
}

/** The roles a role holds through inheritance, itself included. */
export function inheritedRoles(role: Role): Role[] {
  // An employee is no learner: what he reads is granted with his terms (abilities.ts).
  if (role === 'employee') return ['guest', 'employee'];
  return INHERITANCE.slice(0, INHERITANCE.indexOf(role) + 1);
}
