import type { ImportField, ImportRow } from '@ds/domain';
import { Badge, List, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows of the file with their values and what is wrong with them, or what importing them does. */
export function ImportPreviewTable({ rows, columns }: { rows: ImportRow[]; columns: ImportField[] }) {
  const { t } = useTranslation('students');
  return (
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
          {rows.map((row) => (
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
  );
}
