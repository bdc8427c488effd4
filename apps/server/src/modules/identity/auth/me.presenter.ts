import { type Licences, languageOf, type Me, toLocale } from '@ds/domain';
import type { UserRow } from './auth.repo';
import { twoFactorSetupRequired } from './two-factor.rules';

/** The `me` object of spec §3 for a user and his licence flags. */
export function presentMe(user: UserRow, licences: Licences): Me {
  return {
    username: user.email,
    roles: [{ name: user.role }],
    firstname: user.firstname,
    name: user.name,
    logo: user.logo,
    language: languageOf(toLocale(user.language)),
    licenceDidactique: licences.didactic,
    licenceFinance: licences.finance,
    licenceStatistiques: licences.statistics,
    licenceAdmin: licences.admin,
    trainingCardLevel: user.trainingCardLevel,
    schoolHead: user.isSchoolHead,
    twoFactorEnabled: Boolean(user.totpEnabledAt),
    twoFactorSetupRequired: twoFactorSetupRequired(user),
  };
}
