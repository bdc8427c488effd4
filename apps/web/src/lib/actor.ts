import type { ActorRoles, Licences, Me } from '@ds/domain';

export function licencesOf(me: Me): Licences {
  return {
    admin: me.licenceAdmin,
    didactic: me.licenceDidactique,
    finance: me.licenceFinance,
    statistics: me.licenceStatistiques,
  };
}

/** The signed-in user as the domain's permission rules see him (an employee with his rights); null for a visitor. */
export function actorOf(me: Me | null): (ActorRoles & { licences: Licences }) | null {
  return me
    ? {
        roles: me.roles.map((role) => role.name),
        licences: licencesOf(me),
        schoolHead: me.schoolHead,
        employee: me.employee,
      }
    : null;
}
