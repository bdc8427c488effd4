import { type AppAbility, type Course, type Licences, passesAdminLicence } from '@ds/domain';

/**
 * What a course's card offers: `edit` (open the form, disable or enable it) for one of mine while I
 * may create courses; `withheld` for one of mine while an employee's right to create courses is off
 * (the server refuses its changes, the card says why); `shared` for a course of the school's
 * monitors shared with employees, which he books but never changes (spec §6).
 */
export type CourseControls = 'edit' | 'withheld' | 'shared';

export function courseControls(course: Pick<Course, 'mine'>, mayCreateCourses: boolean): CourseControls {
  if (!course.mine) return 'shared';
  return mayCreateCourses ? 'edit' : 'withheld';
}

/**
 * Whether the course form offers the reminder templates: only to who may open them (the
 * communication screens, with the admin licence), never to an employee, whom `/reminders` refuses.
 */
export function offersReminders(
  ability: AppAbility,
  actor: { roles: readonly string[]; licences: Licences } | null,
): boolean {
  return actor !== null && ability.can('manage', 'communication') && passesAdminLicence(actor.roles, actor.licences);
}
