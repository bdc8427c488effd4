import type { Readable } from 'node:stream';
import { formatMobile, formatSwissDay, type StudentExportQuery } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../identity/auth/session.service';
import { selectStudentListItems } from '../core/student-list.repo';
import { findMonitorIdsByFaber, findUserLanguage } from './student-import.repo';
import { workbookLabels } from './workbook-labels';
import { xlsxStream } from './xlsx-stream';

/**
 * The filtered list (every page, the list's own query) as a workbook in the caller's language.
 * Its first columns follow the import format, so an edited export can be imported again.
 */
export async function exportStudents(db: Db, actor: Actor, query: StudentExportQuery): Promise<Readable> {
  const [items, language, monitorIdByFaber] = await Promise.all([
    selectStudentListItems(db, actor, query),
    findUserLanguage(db, actor.userId),
    actor.schoolId ? findMonitorIdsByFaber(db, actor.schoolId) : new Map<string, string>(),
  ]);
  const faberOfMonitor = new Map([...monitorIdByFaber].map(([faber, id]) => [id, faber]));
  const { columns } = workbookLabels(language);
  const yesNo = (flag: boolean) => (flag ? columns.yes : columns.no);
  const header = [
    columns.faber,
    columns.birthDate,
    columns.email,
    columns.monitorFaber,
    columns.name,
    columns.firstname,
    columns.mobile,
    columns.city,
    columns.monitor,
    columns.archived,
    columns.pending,
    columns.passed,
  ];
  const rows = items.map((item) => [
    item.faber,
    item.birthDate ? formatSwissDay(item.birthDate) : null,
    item.email,
    item.monitor ? (faberOfMonitor.get(item.monitor.id) ?? null) : null,
    item.name,
    item.firstname,
    item.mobile ? formatMobile(item.mobile) : null,
    item.city,
    item.monitor ? `${item.monitor.firstname} ${item.monitor.name}` : null,
    yesNo(item.archived),
    yesNo(item.pending),
    yesNo(item.passed),
  ]);
  return xlsxStream('Students', header, rows);
}
