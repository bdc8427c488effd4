import { languageOf, type Me, toLocale } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { UserRow } from './auth.repo';
import { twoFactorSetupRequired } from './two-factor.rules';

/** The `me` object of spec §3 for a user, with the licence flags and employee terms his actor holds. */
export function presentMe(user: UserRow, { licences, employee }: Pick<Actor, 'licences' | 'employee'>): Me {
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
    employee: employee && {
      startsOn: employee.startsOn,
      endsOn: employee.endsOn,
      rights: [...employee.rights],
      active: employee.active,
    },
    twoFactorEnabled: Boolean(user.totpEnabledAt),
    twoFactorSetupRequired: twoFactorSetupRequired(user),
  };
}
