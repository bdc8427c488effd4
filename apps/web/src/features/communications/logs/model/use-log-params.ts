import { type CommunicationLogQuery, communicationLogQuery } from '@ds/domain';
import { useSearchParams } from 'react-router';

const DEFAULTS = communicationLogQuery.parse({});

function toQuery(params: URLSearchParams): CommunicationLogQuery {
  const parsed = communicationLogQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what is chosen and differs from the defaults, so a plain /comm-logs stays plain. */
function toParams(query: CommunicationLogQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => value !== undefined && DEFAULTS[key as keyof CommunicationLogQuery] !== value)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Channel, status, search and page of the log kept in the address; any change but the page goes back to page 1. */
export function useLogParams() {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params);
  const update = (patch: Partial<CommunicationLogQuery>) =>
    setParams(toParams({ ...query, page: 1, ...patch }), { replace: true });
  return [query, update] as const;
}
