import { type VoucherListQuery, voucherListQuery } from '@ds/domain';
import { useSearchParams } from 'react-router';

function toQuery(params: URLSearchParams): VoucherListQuery {
  const parsed = voucherListQuery.safeParse({
    q: params.get('q') ?? undefined,
    status: params.get('status') ?? undefined,
    page: params.get('page') ?? undefined,
  });
  return parsed.success ? parsed.data : voucherListQuery.parse({});
}

/**
 * The search, the status, the page and the voucher open, kept in the address (a voucher can be
 * linked to); a new search or status goes back to page 1.
 */
export function useVoucherParams() {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params);
  const opened = params.get('voucher');
  const write = (next: VoucherListQuery & { voucher: string | null }) => {
    const values: Record<string, string> = {};
    if (next.q) values.q = next.q;
    if (next.status) values.status = next.status;
    if (next.page > 1) values.page = String(next.page);
    if (next.voucher) values.voucher = next.voucher;
    setParams(values, { replace: true });
  };
  return {
    query,
    opened,
    search: (q: string) => write({ ...query, q, page: 1, voucher: opened }),
    filter: (status: VoucherListQuery['status']) => write({ ...query, status, page: 1, voucher: opened }),
    goToPage: (page: number) => write({ ...query, page, voucher: opened }),
    open: (voucher: string | null) => write({ ...query, voucher }),
  };
}
