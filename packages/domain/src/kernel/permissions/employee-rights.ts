/**
 * What a school's head turns on or off for each employee (spec §3 Employee, §6): create courses
 * or lessons, create sessions (appointments), sync with SARI, send to L2, deliver or offer
 * training to students, share resources.
 */
export const EMPLOYEE_RIGHTS = [
  'createCourses',
  'createAppointments',
  'sariSync',
  'sendToL2',
  'deliverTraining',
  'shareResources',
] as const;
export type EmployeeRight = (typeof EMPLOYEE_RIGHTS)[number];

/** An employee's terms: from his start date to the end of his end date (Swiss days, `YYYY-MM-DD`), and his rights. */
export interface EmployeeTerms {
  startsOn: string;
  /** The last day of his access; null while open-ended. */
  endsOn: string | null;
  rights: readonly EmployeeRight[];
}

/** What the permission model knows of an employee: his rights, and whether his access runs today. */
export interface EmployeeStatus {
  rights: readonly EmployeeRight[];
  active: boolean;
}

/** An employee's status with the dates it comes from (the session's actor, `me`). */
export interface EmployeeStanding extends EmployeeStatus {
  startsOn: string;
  endsOn: string | null;
}

/**
 * Whether the terms give access on a Swiss day: from the start date to the end date included,
 * so the access ends at midnight of the end date, Europe/Zurich.
 */
export function employeeActiveOn(terms: Pick<EmployeeTerms, 'startsOn' | 'endsOn'>, day: string): boolean {
  return terms.startsOn <= day && (terms.endsOn === null || day <= terms.endsOn);
}

/**
 * The one answer to "may this user do what the right covers": anyone who is not an employee
 * may (his role and the record's access decide); an employee only while his access runs and
 * with the right turned on. The server refuses with `employee_right_disabled`, the web hides or
 * disables the control with the same words.
 */
export function mayUseRight(actor: { employee?: EmployeeStatus | null } | null, right: EmployeeRight): boolean {
  const employee = actor?.employee;
  if (!employee) return true;
  return employee.active && employee.rights.includes(right);
}
