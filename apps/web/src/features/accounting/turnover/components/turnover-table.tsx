import type { TurnoverFigures, TurnoverRow } from '@ds/domain';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { formatChfAmount as chf } from '@/lib/format-chf';

function useRowText() {
  const { t } = useTranslation('accounting-turnover');
  return {
    course: (row: TurnoverRow) => row.course ?? t('noCourse'),
    price: (row: TurnoverRow) =>
      row.price === null ? t(row.course === null ? 'noPrice' : 'variousPrices') : chf(row.price),
  };
}

const FIGURES = ['lessons', 'total', 'collected', 'notCollected', 'free'] as const;

function figureText(figures: TurnoverFigures, column: (typeof FIGURES)[number]): string {
  return column === 'lessons' || column === 'free' ? String(figures[column]) : chf(figures[column]);
}

/**
 * The spec's columns per lesson type — number of lessons, price per lesson, total, collected, not
 * collected, free lessons — with their totals: a table on a wide screen, cards on a phone.
 */
export function TurnoverTable({ rows, totals }: { rows: TurnoverRow[]; totals: TurnoverFigures }) {
  const { t } = useTranslation('accounting-turnover');
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const text = useRowText();
  if (phone) {
    return (
      <Stack gap="xs" data-testid="turnover-cards">
        {[...rows, null].map((row) => (
          <Paper key={row ? `${row.courseId}-${row.price}` : 'totals'} withBorder p="sm" data-testid="turnover-card">
            <Text fw={600} size="sm" mb={4}>
              {row ? text.course(row) : t('totals')}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {row && <Figure label={t('columns.price')}>{text.price(row)}</Figure>}
              {FIGURES.map((column) => (
                <Figure key={column} label={t(`columns.${column}`)}>
                  {figureText(row ?? totals, column)}
                </Figure>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder data-testid="turnover-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.course')}</Table.Th>
            <Table.Th ta="right">{t('columns.lessons')}</Table.Th>
            <Table.Th ta="right">{t('columns.price')}</Table.Th>
            {FIGURES.slice(1).map((column) => (
              <Table.Th key={column} ta="right">
                {t(`columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.courseId}-${row.price}`} data-testid="turnover-row">
              <Table.Td>{text.course(row)}</Table.Td>
              <Table.Td ta="right">{row.lessons}</Table.Td>
              <Table.Td ta="right">{text.price(row)}</Table.Td>
              {FIGURES.slice(1).map((column) => (
                <Table.Td key={column} ta="right">
                  {figureText(row, column)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="turnover-totals">
            <Table.Th scope="row">{t('totals')}</Table.Th>
            <Table.Td ta="right">{totals.lessons}</Table.Td>
            <Table.Td />
            {FIGURES.slice(1).map((column) => (
              <Table.Td key={column} ta="right">
                {figureText(totals, column)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
