import type { Turnover, TurnoverExportFormat, TurnoverQuery } from '@ds/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TURNOVER_KEY = ['accounting-turnover'] as const;

function turnoverSearch(query: TurnoverQuery): URLSearchParams {
  const params = new URLSearchParams({ from: query.from, to: query.to, condensed: String(query.condensed) });
  if (query.monitorId) params.set('monitorId', query.monitorId);
  return params;
}

/** The turnover of a range (spec §2 /accounting/ca), as the server sums it. */
export function useTurnover(query: TurnoverQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...TURNOVER_KEY, query],
    queryFn: () => api<Turnover>(`/accounting/turnover?${turnoverSearch(query)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Where the same figures are downloaded as a file. */
export function turnoverExportPath(query: TurnoverQuery, format: TurnoverExportFormat): string {
  const params = turnoverSearch(query);
  params.set('format', format);
  return `/accounting/turnover/export?${params}`;
}
