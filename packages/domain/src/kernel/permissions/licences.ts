/** Licence flags of the session user (spec §3 me, §6). */
export interface Licences {
  admin: boolean;
  didactic: boolean;
  finance: boolean;
  statistics: boolean;
}

export const NO_LICENCES: Licences = { admin: false, didactic: false, finance: false, statistics: false };

/** Admin-licence routes accept the fre role or the admin licence (spec §2, §6). */
export function passesAdminLicence(roles: readonly string[], licences: Licences): boolean {
  return licences.admin || roles.some((role) => role === 'fre' || role === 'admin');
}

/** The didactic licence (resources, theory test, spec §6); the fre role and the product's administrator pass too. */
export function passesDidacticLicence(roles: readonly string[], licences: Licences): boolean {
  return licences.didactic || roles.some((role) => role === 'fre' || role === 'admin');
}

/** The finance licence (accounting, issue 26 §4); the fre role and the product's administrator pass too. */
export function passesFinanceLicence(roles: readonly string[], licences: Licences): boolean {
  return licences.finance || roles.some((role) => role === 'fre' || role === 'admin');
}

/** The statistics licence (accounting's charts and exports); the fre role and the product's administrator pass too. */
export function passesStatisticsLicence(roles: readonly string[], licences: Licences): boolean {
  return licences.statistics || roles.some((role) => role === 'fre' || role === 'admin');
}
