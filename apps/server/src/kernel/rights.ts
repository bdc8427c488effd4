import { type EmployeeRight, mayUseRight } from '@ds/domain';
import { EmployeeRightError } from '../lib/errors';
import type { Actor } from './actor';

/**
 * Refuses what an employee's rights do not allow (403 `employee_right_disabled`, naming the
 * right); anyone else passes. Services call it where the action starts, whatever the path to it
 * (the API, a phone's CalDAV, a copy, a series), so one switch of the school's head holds everywhere.
 */
export function requireRight(actor: Pick<Actor, 'employee'>, right: EmployeeRight): void {
  if (!mayUseRight(actor, right)) throw new EmployeeRightError(right);
}
