import { type Action, defineAbilityFor, passesAdminLicence, type Subject } from '@ds/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../kernel/actor';
import { AppError, ForbiddenError, UnauthorizedError } from '../lib/errors';
import { resolveSession } from '../modules/identity/auth/session.service';
import { recordAudit } from '../modules/platform/audit/audit.service';

/**
 * Who may call a route. Every API route must say it: registering one without an `access`
 * entry stops the server at start, so nothing is open by omission.
 * - `public`: anyone;
 * - `authenticated`: any signed-in user;
 * - `{ action, subject, adminLicence? }`: a signed-in user whose abilities (spec §6) allow
 *   it, and who holds the admin licence or the fre role when `adminLicence` is set.
 */
export type RouteAccess = 'public' | 'authenticated' | { action: Action; subject: Subject; adminLicence?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Reachable by an administrator who still has to enrol two-factor sign-in. */
    duringTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every API route with what it declared, for the access matrix test and audits. */
    apiRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** The acting user of an authenticated route (the access hook guarantees there is one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
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
    const actor = token ? await resolveSession(app.database.db, token) : null;
    if (!actor) throw new UnauthorizedError();
    request.actor = actor;
    if (actor.twoFactorSetupRequired && !request.routeOptions.config.duringTwoFactorSetup) {
      throw new AppError(403, 'two_factor_setup_required', 'Set up two-factor sign-in first');
    }
    if (access === 'authenticated') return;

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
      throw hasAbility ? new AppError(403, 'admin_licence_required', 'Admin licence required') : new ForbiddenError();
    }
  });
});
