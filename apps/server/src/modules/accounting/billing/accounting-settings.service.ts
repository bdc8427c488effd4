import { type AccountingSettings, DEFAULT_PAYMENT_TERM_DAYS, DEFAULT_REMINDER_DAYS } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { ForbiddenError } from '../../../lib/errors';
import { requireFinanceLicence, settingsSeriesOf } from '../accounting-access';
import { findAccountingSettings, upsertAccountingSettings } from './lesson-invoices.repo';

/** A seller's billing terms, the defaults until he sets his own. */
export async function accountingSettingsOf(db: Db, series: string): Promise<AccountingSettings> {
  const row = await findAccountingSettings(db, series);
  return row
    ? { paymentTermDays: row.paymentTermDays, reminderDays: row.reminderDays }
    : { paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS, reminderDays: [...DEFAULT_REMINDER_DAYS] };
}

/** The reader's seller's terms: his school's, or his own without one. */
export function getAccountingSettings(db: Db, actor: Actor): Promise<AccountingSettings> {
  requireFinanceLicence(actor);
  return accountingSettingsOf(db, settingsSeriesOf(actor));
}

/** A school's terms are its head's to set; a monitor without a school sets his own. */
export async function saveAccountingSettings(
  db: Db,
  actor: Actor,
  settings: AccountingSettings,
): Promise<AccountingSettings> {
  requireFinanceLicence(actor);
  if (actor.schoolId && !actor.schoolHead) throw new ForbiddenError("The school's billing terms are its head's");
  await upsertAccountingSettings(db, settingsSeriesOf(actor), settings);
  return accountingSettingsOf(db, settingsSeriesOf(actor));
}
