import type { ImportField, ImportRow } from '@ds/domain';
import { Badge, List, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Enough to scan a page at once; a 10,000-row file stays quick because only one page is drawn. */
const ROWS_PER_PAGE = 50;

/** Every row of the file with its values and what is wrong with it, a page at a time. */
export function ImportPreviewTable({ rows, columns }: { rows: ImportRow[]; columns: ImportField[] }) {
  const { t } = useTranslation('students');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shown = rows.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);

  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={1000}>
        <Table verticalSpacing={4} data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.line')}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`import.columns.${column}`)}</Table.Th>
              ))}
              <Table.Th>{t('import.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr
                key={row.line}
                data-testid="import-row"
                data-invalid={row.errors.length > 0}
                bg={row.errors.length > 0 ? 'var(--mantine-color-red-light)' : undefined}
              >
                <Table.Td>{row.line}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column} style={{ whiteSpace: 'nowrap' }}>
                    {row.values[column]}
                  </Table.Td>
                ))}
                <Table.Td miw={240}>
                  {row.errors.length > 0 ? (
                    <List size="sm" c="red" spacing={2}>
                      {row.errors.map((error) => (
                        <List.Item key={`${error.field}-${error.rule}`}>
                          {t(`import.rules.${error.rule}`, { column: t(`import.columns.${error.field}`) })}
                        </List.Item>
                      ))}
                    </List>
                  ) : (
                    <Badge color={row.action === 'update' ? 'blue' : 'green'} variant="light" size="sm">
                      {t(`import.actions.${row.action ?? 'create'}`)}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Stack align="center" gap={4}>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={1} boundaries={1} />
          <Text size="xs" c="dimmed">
            {t('import.pageRange', {
              from: (page - 1) * ROWS_PER_PAGE + 1,
              to: (page - 1) * ROWS_PER_PAGE + shown.length,
              total: rows.length,
            })}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
