import '@mantine/charts/styles.css';
import type { Turnover } from '@ds/domain';
import { BarChart } from '@mantine/charts';
import { Paper, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { monthLabel } from '../model/month-label';

/**
 * Month by month, what was collected and what is still owed, stacked (issue 26 §2). Its own chunk:
 * the chart library is fetched only by a reader with the statistics licence. The figures are also
 * given as a hidden table for a screen reader.
 */
export function TurnoverChart({ months }: { months: NonNullable<Turnover['months']> }) {
  const { t, i18n } = useTranslation('accounting-turnover');
  const data = months.map((month) => ({ ...month, label: monthLabel(month.month, i18n.language) }));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="turnover-chart-title" data-testid="turnover-chart">
      <Title order={2} size="h4" id="turnover-chart-title" mb="xs">
        {t('chart.title')}
      </Title>
      <BarChart
        h={260}
        data={data}
        dataKey="label"
        type="stacked"
        valueFormatter={(value) => chf(value)}
        // Room for the widest amount on the axis (CHF 100’000.00).
        yAxisProps={{ width: 104 }}
        withLegend
        series={[
          { name: 'collected', label: t('columns.collected'), color: 'teal.7' },
          { name: 'notCollected', label: t('columns.notCollected'), color: 'orange.7' },
        ]}
        // The hidden table below is what a screen reader reads: the drawing takes no keyboard focus.
        barChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
      <VisuallyHidden>
        <table>
          <caption>{t('chart.title')}</caption>
          <thead>
            <tr>
              <th>{t('chart.month')}</th>
              <th>{t('columns.collected')}</th>
              <th>{t('columns.notCollected')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((month) => (
              <tr key={month.month}>
                <td>{month.label}</td>
                <td>{chf(month.collected)}</td>
                <td>{chf(month.notCollected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
