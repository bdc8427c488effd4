import { formatSwissDate, formatSwissTime, personName } from '@ds/domain';
import { Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useSchoolHistory } from '../api/school-api';

/** The school's audit trail for its administrators: who changed what, and when (Swiss time). */
export function SchoolHistory() {
  const { t } = useTranslation('school');
  const history = useSchoolHistory();
  if (history.isPending) return <Loader size="sm" />;
  if (history.error) return <ErrorAlert error={history.error} />;
  if (history.data.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Timeline bulletSize={12} lineWidth={2} data-testid="school-history">
      {history.data.map((event) => {
        const at = new Date(event.at);
        const who = event.actor ? personName(event.actor) : t('history.someone');
        return (
          <Timeline.Item key={`${at.getTime()}-${event.action}`}>
            <Stack gap={0}>
              <Text size="sm">
                {t(`history.actions.${event.action.slice('school.'.length)}`, { subject: event.subject ?? '' })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('history.by', { who, date: formatSwissDate(at), time: formatSwissTime(at) })}
              </Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
