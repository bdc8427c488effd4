import type { CommunicationLogEntry } from '@ds/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureKey } from '../model/log-entry-view';

/** Why an entry stands as it does, when its status alone does not say it. */
function explanationKey(entry: CommunicationLogEntry): string | null {
  if (entry.status === 'failed') return failureKey(entry.failure);
  if (entry.status === 'unknown') return 'explanations.unknown';
  if (entry.status === 'refused') return 'explanations.refused';
  return null;
}

/** The reason of a failure, a refusal, or what an unknown outcome means; nothing for the other statuses. */
export function LogStatusExplanation({ entry }: { entry: CommunicationLogEntry }) {
  const { t } = useTranslation('communications-logs');
  const key = explanationKey(entry);
  if (!key) return null;
  return (
    <Text size="xs" c="dimmed" maw={320} data-testid="log-status-explanation">
      {t(key, { failure: entry.failure ?? '' })}
    </Text>
  );
}
