import type { Readable } from 'node:stream';
import { formatPhone, formatSwissDay, type StudentExportQuery } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { serverTexts } from '../../../lib/server-texts';
import { xlsxStream } from '../../../lib/xlsx-stream';
import { getUserLanguage } from '../../identity';
import { selectStudentListItems } from '../core/student-list.repo';
import { findMonitorIdsByFaber } from './student-import.repo';

/**
 * The filtered list (every page, the list's own query) as a workbook in the caller's language.
 * Its first columns follow the import format, so an edited export can be imported again: their
 * headers (`students-import` texts) are among those the import recognises, names and mobiles kept.
 */
export async function exportStudents(db: Db, actor: Actor, query: StudentExportQuery): Promise<Readable> {
  const [items, language, monitorIdByFaber] = await Promise.all([
    selectStudentListItems(db, actor, query),
    getUserLanguage(db, actor.userId),
    actor.schoolId ? findMonitorIdsByFaber(db, actor.schoolId) : new Map<string, string>(),
  ]);
  const faberOfMonitor = new Map([...monitorIdByFaber].map(([faber, id]) => [id, faber]));
  const t = serverTexts(language, 'students-import');
  const yesNo = (flag: boolean) => t(flag ? 'columns.yes' : 'columns.no');
  const header = [
    t('columns.faber'),
    t('columns.birthDate'),
    t('columns.email'),
    t('columns.monitorFaber'),
    t('columns.name'),
    t('columns.firstname'),
    t('columns.mobile'),
    t('columns.street'),
    t('columns.houseNumber'),
    t('columns.postcode'),
    t('columns.city'),
    t('columns.monitor'),
    t('columns.archived'),
    t('columns.pending'),
    t('columns.passed'),
  ];
  const rows = items.map((item) => [
    item.faber,
    item.birthDate ? formatSwissDay(item.birthDate) : null,
    item.email,
    item.monitor ? (faberOfMonitor.get(item.monitor.id) ?? null) : null,
    item.name,
    item.firstname,
    item.mobile ? formatPhone(item.mobile) : null,
    item.street,
    item.houseNumber,
    item.postcode,
    item.city,
    item.monitor ? `${item.monitor.firstname} ${item.monitor.name}` : null,
    yesNo(item.archived),
    yesNo(item.pending),
    yesNo(item.passed),
  ]);
  return xlsxStream('Students', header, rows);
}
