import { type StudentListQuery, studentListQuery } from '@ds/domain';
import { useSearchParams } from 'react-router';

const DEFAULTS = studentListQuery.parse({});

function toQuery(params: URLSearchParams): StudentListQuery {
  const parsed = studentListQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : DEFAULTS;
}

/** Only what differs from the defaults, so a plain /students stays plain. */
function toParams(query: StudentListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => DEFAULTS[key as keyof StudentListQuery] !== value)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * Search, filters, sort and page of /students kept in the address, so coming back from a sheet
 * shows the same page. Any change other than the page goes back to page 1.
 */
export function useStudentListParams() {
  const [params, setParams] = useSearchParams();
  const query = toQuery(params);
  const update = (patch: Partial<StudentListQuery>) =>
    setParams(toParams({ ...query, page: 1, ...patch }), { replace: true });
  return [query, update] as const;
}
