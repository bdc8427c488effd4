import { languageOf, type Me, toLocale } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import { quickActionsOf } from '../preferences/quick-actions.service';
import { setupStateOf } from '../preferences/setup-wizard.service';
import type { UserRow } from './auth.repo';
import { twoFactorSetupRequired } from './two-factor.rules';

/**
 * The `me` object of spec §3 for a user, with the licence flags and employee terms his actor holds
 * and the address of the logo his screens show (`appLogoUrl`).
 */
export function presentMe(
  user: UserRow,
  { licences, employee }: Pick<Actor, 'licences' | 'employee'>,
  logo: string | null,
): Me {
  return {
    username: user.email,
    roles: [{ name: user.role }],
    firstname: user.firstname,
    name: user.name,
    logo,
    ownLogo: user.logoFileId !== null,
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
    quickActions: quickActionsOf(user),
    setup: setupStateOf(user),
  };
}
