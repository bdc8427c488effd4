import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ExportButtons, useFileExport } from '@/components/export-buttons';
import { useSessionUser } from '@/lib/session-user';
import { AccountingLicenceNotice } from '../../components/accounting-licence-notice';
import { accountingLicencesOf } from '../../model/accounting-licences';
import { turnoverExportPath, useTurnover } from '../api/turnover-api';
import { TurnoverFilters } from '../components/turnover-filters';
import { TurnoverInfrastructures } from '../components/turnover-infrastructures';
import { TurnoverMonitors } from '../components/turnover-monitors';
import { TurnoverShop } from '../components/turnover-shop';
import { TurnoverTable } from '../components/turnover-table';
import { useTurnoverParams } from '../model/use-turnover-params';

const TurnoverChart = lazy(async () => ({ default: (await import('../components/turnover-chart')).TurnoverChart }));

/**
 * /accounting/ca (spec §2): the turnover of a range per lesson type, the school's per monitor for
 * its administrator, the shop's apart, the months as a chart and the export. Without the finance
 * licence it says so; without the statistics licence, chart and export say which licence they need.
 */
export function TurnoverPage() {
  const { t } = useTranslation(['accounting-turnover', 'pages']);
  const me = useSessionUser();
  const licences = accountingLicencesOf(me);
  const { query, choose, reversed } = useTurnoverParams();
  const turnover = useTurnover(query, licences.finance && !reversed);
  const exporting = useFileExport('turnover', (format) => turnoverExportPath(query, format));
  const data = turnover.data;
  const head = me?.schoolHead ?? false;

  return (
    <Stack maw={1200} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('pages:titles.revenue')}
      </Title>
      {!licences.finance ? (
        <AccountingLicenceNotice licence="finance" />
      ) : (
        <>
          <TurnoverFilters
            query={query}
            reversed={reversed}
            monitors={head ? (data?.monitors ?? []) : null}
            onChoose={choose}
          />
          <ErrorAlert error={turnover.error ?? exporting.error} />
          {turnover.isPending && !reversed && <Loader />}
          {data && (
            <>
              {data.totals.lessons === 0 ? (
                <Text c="dimmed" ta="center" py="md" data-testid="turnover-empty">
                  {t('empty')}
                </Text>
              ) : (
                <TurnoverTable rows={data.rows} totals={data.totals} />
              )}
              {data.infrastructures.length > 0 && (
                <TurnoverInfrastructures infrastructures={data.infrastructures} totals={data.infrastructureTotals} />
              )}
              {head && !query.monitorId && data.monitors.length > 0 && (
                <TurnoverMonitors monitors={data.monitors} onChoose={(monitorId) => choose({ monitorId })} />
              )}
              <TurnoverShop shop={data.shop} />
              {licences.statistics && data.months ? (
                <>
                  <Suspense fallback={<Loader />}>
                    <TurnoverChart months={data.months} />
                  </Suspense>
                  <Group justify="flex-end">
                    <ExportButtons exporting={exporting} testId="turnover-export" />
                  </Group>
                </>
              ) : (
                <AccountingLicenceNotice licence="statistics" />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
