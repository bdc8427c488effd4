import type { Turnover } from '@ds/domain';
import { Anchor, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Figure } from '@/components/figure';
import { formatChfAmount as chf } from '@/lib/format-chf';

/** A school administrator's figures per monitor; a row chooses that monitor. */
export function TurnoverMonitors({
  monitors,
  onChoose,
}: {
  monitors: Turnover['monitors'];
  onChoose: (monitorId: string) => void;
}) {
  const { t } = useTranslation('accounting-turnover');
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  return (
    <section aria-labelledby="turnover-monitors-title" data-testid="turnover-monitors">
      <Title order={2} size="h4" id="turnover-monitors-title" mb="xs">
        {t('byMonitor')}
      </Title>
      {phone ? (
        <Stack gap="xs">
          {monitors.map((monitor) => (
            <Paper key={monitor.monitorId} withBorder p="sm">
              <Anchor
                component="button"
                type="button"
                underline="always"
                fw={600}
                mb={4}
                onClick={() => onChoose(monitor.monitorId)}
              >
                {monitor.name}
              </Anchor>
              <SimpleGrid cols={2} spacing="xs">
                <Figure label={t('columns.lessons')}>{monitor.lessons}</Figure>
                <Figure label={t('columns.total')}>{chf(monitor.total)}</Figure>
                <Figure label={t('columns.collected')}>{chf(monitor.collected)}</Figure>
                <Figure label={t('columns.notCollected')}>{chf(monitor.notCollected)}</Figure>
                <Figure label={t('columns.free')}>{monitor.free}</Figure>
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('monitor')}</Table.Th>
                <Table.Th ta="right">{t('columns.lessons')}</Table.Th>
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
                <Table.Th ta="right">{t('columns.collected')}</Table.Th>
                <Table.Th ta="right">{t('columns.notCollected')}</Table.Th>
                <Table.Th ta="right">{t('columns.free')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {monitors.map((monitor) => (
                <Table.Tr key={monitor.monitorId}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      underline="always"
                      onClick={() => onChoose(monitor.monitorId)}
                    >
                      {monitor.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{monitor.lessons}</Table.Td>
                  <Table.Td ta="right">{chf(monitor.total)}</Table.Td>
                  <Table.Td ta="right">{chf(monitor.collected)}</Table.Td>
                  <Table.Td ta="right">{chf(monitor.notCollected)}</Table.Td>
                  <Table.Td ta="right">{monitor.free}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
