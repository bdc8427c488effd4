import { type ClientListQuery, clientListQuery } from '@ds/domain';
import { useSearchParams } from 'react-router';

function toQuery(params: URLSearchParams): ClientListQuery {
  const parsed = clientListQuery.safeParse({ q: params.get('q') ?? undefined, page: params.get('page') ?? undefined });
  return parsed.success ? parsed.data : clientListQuery.parse({});
}

/**
 * The search, the page and the client open, kept in the address (a client can be linked to);
 * a new search goes back to page 1.
 */
export function useClientParams() {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params);
  const opened = params.get('client');
  const write = (next: { q: string; page: number; client: string | null }) => {
    const values: Record<string, string> = {};
    if (next.q) values.q = next.q;
    if (next.page > 1) values.page = String(next.page);
    if (next.client) values.client = next.client;
    setParams(values, { replace: true });
  };
  return {
    query,
    opened,
    search: (q: string) => write({ q, page: 1, client: opened }),
    goToPage: (page: number) => write({ ...query, page, client: opened }),
    open: (client: string | null) => write({ ...query, client }),
  };
}
