import { RESOURCE_TYPES, type ResourceType } from '@ds/domain';
import { useSearchParams } from 'react-router';
import type { LibraryQuery } from '../api/resources-api';

export type LibraryView = 'gallery' | 'list';

export interface LibraryParams extends LibraryQuery {
  view: LibraryView;
}

const isType = (value: string | null): value is ResourceType =>
  value !== null && (RESOURCE_TYPES as readonly string[]).includes(value);

/** Search, type and view of the library kept in the address; a plain /resources is every resource as a gallery. */
export function useLibraryParams() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const current: LibraryParams = {
    q: params.get('q') ?? '',
    type: isType(type) ? type : null,
    view: params.get('view') === 'list' ? 'list' : 'gallery',
  };
  const update = (patch: Partial<LibraryParams>) => {
    const next = { ...current, ...patch };
    const search: Record<string, string> = {};
    if (next.q) search.q = next.q;
    if (next.type) search.type = next.type;
    if (next.view === 'list') search.view = 'list';
    setParams(search, { replace: true });
  };
  return [current, update] as const;
}
