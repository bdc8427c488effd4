import { type ShopSalesQuery, type ShopSalesScope, shopSalesQuery } from '@ds/domain';
import { useSearchParams } from 'react-router';

type Filters = Omit<ShopSalesQuery, 'scope' | 'page'>;

function toQuery(params: URLSearchParams, scope: ShopSalesScope): ShopSalesQuery {
  const read = (name: string) => params.get(name) ?? undefined;
  const parsed = shopSalesQuery.safeParse({
    scope,
    q: read('q'),
    status: read('status'),
    paymentMode: read('paymentMode'),
    from: read('from'),
    to: read('to'),
    page: read('page'),
  });
  return parsed.success ? parsed.data : shopSalesQuery.parse({ scope });
}

/**
 * The filters and the page of a sales list, kept in the address beside whatever else it holds (the
 * tab); a new filter goes back to page 1.
 */
export function useSalesParams(scope: ShopSalesScope) {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params, scope);
  const write = (next: Filters & { page: number }) => {
    const values = new URLSearchParams(params);
    for (const name of ['q', 'status', 'paymentMode', 'from', 'to', 'page'] as const) values.delete(name);
    if (next.q) values.set('q', next.q);
    if (next.status) values.set('status', next.status);
    if (next.paymentMode) values.set('paymentMode', next.paymentMode);
    if (next.from) values.set('from', next.from);
    if (next.to) values.set('to', next.to);
    if (next.page > 1) values.set('page', String(next.page));
    setParams(values, { replace: true });
  };
  return {
    query,
    filter: (changes: Partial<Filters>) => write({ ...query, ...changes, page: 1 }),
    goToPage: (page: number) => write({ ...query, page }),
  };
}
