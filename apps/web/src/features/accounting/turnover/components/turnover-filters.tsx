import { presetOf, schoolDay, TURNOVER_PRESETS, type Turnover, type TurnoverQuery, turnoverRange } from '@ds/domain';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SwissDayField } from '@/components/swiss-day-field';

/**
 * The range (presets, or From and To typed DD.MM.YYYY, spec §5), the condensed table, and for a
 * school administrator the monitor whose figures are shown.
 */
export function TurnoverFilters({
  query,
  reversed,
  monitors,
  onChoose,
}: {
  query: TurnoverQuery;
  reversed: boolean;
  /** The school's monitors to choose from; null for a monitor who reads his own figures. */
  monitors: Turnover['monitors'] | null;
  onChoose: (changes: Partial<TurnoverQuery>) => void;
}) {
  const { t } = useTranslation('accounting-turnover');
  const today = schoolDay(new Date());
  const chosen = presetOf(query, today);
  return (
    <Stack gap="sm" data-testid="turnover-filters">
      <Group gap="xs" role="group" aria-label={t('presets.label')}>
        {TURNOVER_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="xs"
            variant={chosen === preset ? 'filled' : 'default'}
            aria-pressed={chosen === preset}
            onClick={() => onChoose(turnoverRange(preset, today))}
            data-testid={`turnover-preset-${preset}`}
          >
            {t(`presets.${preset}`)}
          </Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, md: monitors ? 4 : 3 }} spacing="sm">
        <SwissDayField
          label={t('from')}
          day={query.from}
          onDay={(from) => from && onChoose({ from })}
          testId="turnover-from"
        />
        <SwissDayField label={t('to')} day={query.to} onDay={(to) => to && onChoose({ to })} testId="turnover-to" />
        {monitors && (
          <Select
            label={t('monitor')}
            placeholder={t('allMonitors')}
            data={monitors.map((monitor) => ({ value: monitor.monitorId, label: monitor.name }))}
            value={query.monitorId ?? null}
            onChange={(monitorId) => onChoose({ monitorId: monitorId ?? undefined })}
            clearable
            data-testid="turnover-monitor"
          />
        )}
        <Switch
          label={t('condensed')}
          checked={query.condensed}
          onChange={(event) => onChoose({ condensed: event.currentTarget.checked })}
          style={{ alignSelf: 'end' }}
          pb={8}
          data-testid="turnover-condensed"
        />
      </SimpleGrid>
      {reversed && (
        <Text c="red" size="sm" role="alert" data-testid="turnover-reversed">
          {t('rangeReversed')}
        </Text>
      )}
    </Stack>
  );
}
