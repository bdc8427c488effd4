import { defineAbilityFor, passesAdminLicence } from '@ds/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../kernel/actor';
import { requireRight } from '../kernel/rights';
import type { DeclaredRoute } from '../kernel/route-access';
import { AppError, EmployeeInactiveError, ForbiddenError, UnauthorizedError } from '../lib/errors';
import { resolveSession } from '../modules/identity';
import { recordAudit } from '../modules/platform';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** Why a route is refused: the admin licence missing, an employee's access that is not open today, or plainly. */
function refusal(actor: Actor, hasAbility: boolean): AppError {
  if (hasAbility) return new AppError(403, 'admin_licence_required', 'Admin licence required');
  return actor.employee && !actor.employee.active ? new EmployeeInactiveError() : new ForbiddenError();
}

export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.decorate('apiRoutes', [] as DeclaredRoute[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (access === 'public-or-signed-in' && !token) return;
    const actor = token ? await resolveSession(app.database.db, token) : null;
    if (!actor) throw new UnauthorizedError();
    request.actor = actor;
    if (actor.twoFactorSetupRequired && !request.routeOptions.config.duringTwoFactorSetup) {
      throw new AppError(403, 'two_factor_setup_required', 'Set up two-factor sign-in first');
    }
    if (access === 'authenticated' || access === 'public-or-signed-in') return;

    const hasAbility = defineAbilityFor(actor).can(access.action, access.subject);
    const hasLicence = !access.adminLicence || passesAdminLicence(actor.roles, actor.licences);
    if (!hasAbility || !hasLicence) {
      await recordAudit(app.database.db, request.log, {
        action: 'access',
        outcome: 'denied',
        userId: actor.userId,
        schoolId: actor.schoolId,
        username: actor.username,
        ip: request.ip,
        details: { route: `${request.method} ${request.routeOptions.url}` },
      });
      throw refusal(actor, hasAbility);
    }
    if (access.right) requireRight(actor, access.right);
  });
});
