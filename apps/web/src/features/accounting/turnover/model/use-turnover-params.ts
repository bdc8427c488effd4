import { plausibleDay, schoolDay, type TurnoverQuery, turnoverRange } from '@ds/domain';
import { useSearchParams } from 'react-router';

const isDay = (value: string | null): value is string => plausibleDay.safeParse(value).success;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toQuery(params: URLSearchParams): TurnoverQuery {
  const fallback = turnoverRange('thisMonth', schoolDay(new Date()));
  const from = params.get('from');
  const to = params.get('to');
  const monitorId = params.get('monitorId');
  return {
    from: isDay(from) ? from : fallback.from,
    to: isDay(to) ? to : fallback.to,
    condensed: params.get('condensed') === 'true',
    monitorId: monitorId && UUID.test(monitorId) ? monitorId : undefined,
  };
}

/**
 * The range, the condensed option and the monitor chosen, kept in the address (this month by
 * default); `reversed` when the range ends before it starts (nothing is asked then).
 */
export function useTurnoverParams() {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params);
  const choose = (changes: Partial<TurnoverQuery>) => {
    const next = { ...query, ...changes };
    const values = new URLSearchParams({ from: next.from, to: next.to });
    if (next.condensed) values.set('condensed', 'true');
    if (next.monitorId) values.set('monitorId', next.monitorId);
    setParams(values, { replace: true });
  };
  return { query, choose, reversed: query.from > query.to };
}
