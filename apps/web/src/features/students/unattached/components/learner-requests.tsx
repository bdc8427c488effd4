import type { UnattachedLearner } from '@ds/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { swissDayAndTime } from '@/lib/format';

/** A learner's requests still waiting (to or from which monitor, since when) and how many were refused. */
export function LearnerRequests({ learner }: { learner: UnattachedLearner }) {
  const { t } = useTranslation('students-unattached');
  return (
    <Stack gap={2} data-testid="learner-requests">
      {learner.waitingRequests.map((request) => (
        <Text key={request.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(request.direction === 'fromStudent' ? 'requests.asked' : 'requests.invited', {
            monitor: `${request.monitor.firstname} ${request.monitor.name} (${request.monitor.email})`,
            date: swissDayAndTime(new Date(request.since)).day,
          })}
        </Text>
      ))}
      {learner.waitingRequests.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('requests.none')}
        </Text>
      )}
      {learner.refusedRequests > 0 && (
        <Text size="sm" c="dimmed">
          {t('requests.refused', { number: learner.refusedRequests })}
        </Text>
      )}
    </Stack>
  );
}
