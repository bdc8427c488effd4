import { matchRoutes, useLocation } from 'react-router';
import { type AppRoute, FORBIDDEN, NOT_FOUND, ROUTES } from '../routes';

const MATCHABLE = [...ROUTES, NOT_FOUND, FORBIDDEN, { ...NOT_FOUND, path: '*' }].map((route) => ({
  path: route.path,
  handle: route,
}));

/** The route table entry of the page being shown (the router's own ranking picks it). */
export function useCurrentRoute(): AppRoute | undefined {
  return matchRoutes(MATCHABLE, useLocation())?.at(-1)?.route.handle;
}
