import type { TheoryLicence } from '@ds/domain';
import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { licenceState } from '../model/theory-test-view';

const STATUS_COLOURS = { active: 'green', not_activated: 'blue', expired: 'gray' } as const;

/** One of the learner's licences: its days, its state, what the service reported, and "Start training". */
export function TheoryLicenceCard({
  licence,
  canStart,
  starting,
  onStart,
}: {
  licence: TheoryLicence;
  /** Credentials accepted or not yet checked: a refused or missing account starts nothing. */
  canStart: boolean;
  starting: boolean;
  onStart: (licenceId: string) => void;
}) {
  const { t } = useTranslation('integrations-theory-exam');
  const state = licenceState(licence);
  return (
    <Card withBorder padding="md" data-testid="theory-licence" data-status={licence.status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('licence.days', { count: licence.days })}</Text>
          <Badge color={STATUS_COLOURS[licence.status]} variant="light">
            {t(state.key, { day: state.until })}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('licence.code', { code: licence.code })}
        </Text>
        {licence.progressPercent !== null && (
          <Stack gap={4}>
            <Text size="sm" id={`progress-${licence.id}`}>
              {t('licence.progress', { percent: licence.progressPercent })}
              {licence.lastTrainedAt &&
                ` · ${t('licence.lastTrained', { day: formatDate(new Date(licence.lastTrainedAt)) })}`}
            </Text>
            <Progress value={licence.progressPercent} aria-labelledby={`progress-${licence.id}`} />
          </Stack>
        )}
        {licence.status !== 'expired' && (
          <Group justify="flex-end">
            <Button
              rightSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => onStart(licence.id)}
              loading={starting}
              disabled={!canStart}
              data-testid="start-training"
            >
              {t('licence.start')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
