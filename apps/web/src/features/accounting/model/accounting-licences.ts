import { type Me, passesFinanceLicence, passesStatisticsLicence } from '@ds/domain';
import { actorOf } from '@/lib/actor';

/** What accounting shows the reader (issue 26 §4): its figures with the finance licence, charts and exports with the statistics one. */
export function accountingLicencesOf(me: Me | null): { finance: boolean; statistics: boolean } {
  const actor = actorOf(me);
  if (!actor) return { finance: false, statistics: false };
  return {
    finance: passesFinanceLicence(actor.roles, actor.licences),
    statistics: passesStatisticsLicence(actor.roles, actor.licences),
  };
}
