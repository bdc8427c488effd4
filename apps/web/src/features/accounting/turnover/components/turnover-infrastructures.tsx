import type { TurnoverInfrastructure, TurnoverInfrastructureFigures } from '@ds/domain';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { formatChfAmount as chf } from '@/lib/format-chf';

const AMOUNTS = ['total', 'collected', 'notCollected'] as const;

/**
 * What the lessons' auto-invoiced infrastructures were charged (issue 26 §1): per infrastructure,
 * the uses, the price of one, and the amounts as the lessons' columns count them.
 */
export function TurnoverInfrastructures({
  infrastructures,
  totals,
}: {
  infrastructures: TurnoverInfrastructure[];
  totals: TurnoverInfrastructureFigures;
}) {
  const { t } = useTranslation('accounting-turnover');
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const price = (row: TurnoverInfrastructure) => (row.price === null ? t('variousPrices') : chf(row.price));
  return (
    <section aria-labelledby="turnover-infrastructures-title" data-testid="turnover-infrastructures">
      <Title order={2} size="h4" id="turnover-infrastructures-title" mb="xs">
        {t('infrastructures.title')}
      </Title>
      {phone ? (
        <Stack gap="xs">
          {[...infrastructures, null].map((row) => (
            <Paper key={row ? `${row.infrastructureId}-${row.name}` : 'totals'} withBorder p="sm">
              <Text fw={600} size="sm" mb={4}>
                {row ? row.name : t('totals')}
              </Text>
              <SimpleGrid cols={2} spacing="xs">
                <Figure label={t('infrastructures.uses')}>{(row ?? totals).uses}</Figure>
                {row && <Figure label={t('infrastructures.price')}>{price(row)}</Figure>}
                {AMOUNTS.map((column) => (
                  <Figure key={column} label={t(`columns.${column}`)}>
                    {chf((row ?? totals)[column])}
                  </Figure>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('infrastructures.name')}</Table.Th>
                <Table.Th ta="right">{t('infrastructures.uses')}</Table.Th>
                <Table.Th ta="right">{t('infrastructures.price')}</Table.Th>
                {AMOUNTS.map((column) => (
                  <Table.Th key={column} ta="right">
                    {t(`columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {infrastructures.map((row) => (
                <Table.Tr key={`${row.infrastructureId}-${row.name}`}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{row.uses}</Table.Td>
                  <Table.Td ta="right">{price(row)}</Table.Td>
                  {AMOUNTS.map((column) => (
                    <Table.Td key={column} ta="right">
                      {chf(row[column])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={700}>
                <Table.Th scope="row">{t('totals')}</Table.Th>
                <Table.Td ta="right">{totals.uses}</Table.Td>
                <Table.Td />
                {AMOUNTS.map((column) => (
                  <Table.Td key={column} ta="right">
                    {chf(totals[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
