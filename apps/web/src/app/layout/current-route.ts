import { matchRoutes, useLocation } from 'react-router';
import { type AppRoute, FORBIDDEN, NOT_FOUND, ROUTES } from '../routes';

const MATCHABLE = [...ROUTES, NOT_FOUND, FORBIDDEN, { ...NOT_FOUND, path: '*' }].map((route) => ({
  path: route.path,
  handle: route,
}));

/** The route table entry a path opens, as the router ranks them (`/calendar/settings` is no appointment). */
export function routeOfPath(pathname: string): AppRoute | undefined {
  return matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.handle;
}

/** The route table entry of the page being shown. */
export function useCurrentRoute(): AppRoute | undefined {
  return routeOfPath(useLocation().pathname);
}
