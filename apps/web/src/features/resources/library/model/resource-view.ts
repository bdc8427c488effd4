import type { Me, Resource } from '@ds/domain';
import type { TFunction } from 'i18next';
import { fileSize } from '../../model/file-size';

/** Whom a resource is shared with, in a few words: nobody, all my students, or how many. */
export function sharingSummary(resource: Resource, t: TFunction): string {
  if (resource.sharing.allStudents) return t('resources-library:sharing.all');
  const count = resource.sharing.studentIds.length;
  return count === 0 ? t('resources-library:sharing.none') : t('resources-library:sharing.some', { count });
}

/** A file's size ("250 Ko", "3,5 MB"), or null for a resource without a file. */
export function sizeText(resource: Resource, t: TFunction, locale: string): string | null {
  if (!resource.file) return null;
  const { unit, value } = fileSize(resource.file.size, locale);
  return t(`resources-library:size.${unit}`, { value });
}

/**
 * Whether the library offers to edit, share and delete a resource: my own; my school's for its head
 * and its employees (an employee's right to share resources decides, its controls withheld without
 * it). A colleague's is read-only for other monitors, as the server answers.
 */
export function mayChangeResource(resource: Pick<Resource, 'mine'>, me: Me | null): boolean {
  return resource.mine || Boolean(me?.schoolHead) || Boolean(me?.employee);
}
