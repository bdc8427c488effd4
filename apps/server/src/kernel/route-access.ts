import type { Action, EmployeeRight, Subject } from '@ds/domain';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../lib/errors';
import type { Actor } from './actor';

/**
 * Who may call a route. Every API route must say it: registering one without an `access`
 * entry stops the server at start, so nothing is open by omission.
 * - `public`: anyone;
 * - `public-or-signed-in`: anyone, and the caller's session is read when he sends a bearer token
 *   (a wrong or expired one is a 401): the checkout, which a visitor and a signed-in user both use;
 * - `authenticated`: any signed-in user;
 * - `{ action, subject, adminLicence?, right? }`: a signed-in user whose abilities (spec §6)
 *   allow it, who holds the admin licence or the fre role when `adminLicence` is set, and, for
 *   an employee, whose `right` is on (403 `employee_right_disabled` otherwise; the service that
 *   starts the action checks it too, for the ways in that are no route, such as CalDAV).
 */
export type RouteAccess =
  | 'public'
  | 'public-or-signed-in'
  | 'authenticated'
  | { action: Action; subject: Subject; adminLicence?: boolean; right?: EmployeeRight };

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

/** Whether a route may be called without a session (`public`, `public-or-signed-in`). */
export function isOpenAccess(access: RouteAccess): access is 'public' | 'public-or-signed-in' {
  return access === 'public' || access === 'public-or-signed-in';
}

/** The acting user of a `public-or-signed-in` route, or null when the caller sent no token. */
export function optionalActorOf(request: FastifyRequest): Actor | null {
  return request.actor;
}

/** The acting user of an authenticated route (the access hook guarantees there is one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}
