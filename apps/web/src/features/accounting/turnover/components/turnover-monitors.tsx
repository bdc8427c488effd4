import type { Turnover } from '@ds/domain';
import { Anchor, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  return (
    <section aria-labelledby="turnover-monitors-title" data-testid="turnover-monitors">
      <Title order={2} size="h4" id="turnover-monitors-title" mb="xs">
        {t('byMonitor')}
      </Title>
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
    </section>
  );
}
