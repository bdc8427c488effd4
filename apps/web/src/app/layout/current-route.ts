import { useMatches } from 'react-router';
import type { AppRoute } from '../routes';

/** The route table entry of the page being shown (the deepest match that carries one). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as AppRoute | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
