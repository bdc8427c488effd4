import { Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** A paged list's page numbers, fewer of them on a phone; nothing when everything fits one page. */
export function ListPagination({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  if (pages <= 1) return null;
  return <Pagination total={pages} value={page} onChange={onPage} size="sm" siblings={phone ? 0 : 1} boundaries={1} />;
}
