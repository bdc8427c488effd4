import { formatSwissDate, maskedLicenceKey } from '@ds/domain';
import type { Deps } from '../../../kernel/deps';
import { serverTexts } from '../../../lib/server-texts';
import { recordAudit } from '../../platform';
import { findLicencesEndingBefore, type LicenceNoticeKind, recordLicenceNotice } from './licence-expiry.repo';

const DAY_MS = 86_400_000;

type Ending = Awaited<ReturnType<typeof findLicencesEndingBefore>>[number];

/** What a licence's holder is to be told now: its end within 7 days, within 30, or that it ended. */
export function noticeDue(
  licence: { endsAt: Date | null; told: readonly string[] },
  now: Date,
): LicenceNoticeKind | null {
  if (!licence.endsAt) return null;
  const left = licence.endsAt.getTime() - now.getTime();
  if (left > 30 * DAY_MS) return null;
  const kind: LicenceNoticeKind = left <= 0 ? 'expired' : left <= 7 * DAY_MS ? 'ends_in_7_days' : 'ends_in_30_days';
  // A later notice makes the earlier ones pointless: no "30 days" after "7 days".
  const order: LicenceNoticeKind[] = ['ends_in_30_days', 'ends_in_7_days', 'expired'];
  const toldLatest = Math.max(-1, ...licence.told.map((told) => order.indexOf(told as LicenceNoticeKind)));
  return order.indexOf(kind) > toldLatest ? kind : null;
}

async function tell(deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'publicUrl'>, licence: Ending, kind: LicenceNoticeKind) {
  await deps.db.transaction(async (tx) => {
    if (!(await recordLicenceNotice(tx, licence.id, kind))) return;
    if (kind === 'expired') {
      await recordAudit(tx, deps.log, {
        action: 'licence.expired',
        outcome: 'success',
        userId: licence.userId,
        schoolId: licence.schoolId,
        details: { keyHint: licence.keyHint },
      });
      return;
    }
    const texts = serverTexts(licence.language, 'identity-mail');
    const values = {
      name: licence.firstname,
      key: maskedLicenceKey(licence.keyHint),
      end: licence.endsAt ? formatSwissDate(licence.endsAt) : '',
      link: `${deps.publicUrl}/account/subscriptions`,
    };
    await deps.mailer.send(
      { to: licence.email, subject: texts('licenceEndingSubject', values), text: texts('licenceEndingText', values) },
      tx,
    );
  });
}

/**
 * The daily licence round (spec §4 Licence): a licence ending within 30 days, then within 7,
 * has its holder told by mail, in his language; one that ended is recorded expired (the flags of
 * a session follow the end date by themselves). Each notice once, whatever how often the round
 * runs: the notice and its mail are written in one transaction, the notice's key refusing a second.
 */
export async function runLicenceRound(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  now = new Date(),
): Promise<number> {
  let told = 0;
  for (const licence of await findLicencesEndingBefore(deps.db, new Date(now.getTime() + 30 * DAY_MS))) {
    const kind = noticeDue(licence, now);
    if (!kind) continue;
    await tell(deps, licence, kind);
    told += 1;
  }
  return told;
}
