import type { RegistrySubmission } from '@ds/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownReason } from '../model/submission-reason';

const COLOURS: Record<RegistrySubmission['status'], string> = {
  queued: 'blue',
  sending: 'blue',
  registered: 'green',
  refused: 'red',
  failed: 'orange',
  withdrawing: 'blue',
  withdrawn: 'gray',
};

/**
 * Where a student's sending stands, with the registry's reason (or ours) under a refusal or a
 * failure, and under a registration whose withdrawal SARI refused.
 */
export function SubmissionStatus({ submission }: { submission: RegistrySubmission | null }) {
  const { t } = useTranslation('integrations-registries');
  if (!submission) {
    return (
      <Badge color="gray" variant="light" data-testid="submission-status" data-status="none">
        {t('status.none')}
      </Badge>
    );
  }
  const reason = shownReason(submission, t);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        color={COLOURS[submission.status]}
        variant="light"
        data-testid="submission-status"
        data-status={submission.status}
      >
        {t(`status.${submission.status}`)}
      </Badge>
      {reason && (
        <Text size="xs" c="dimmed" data-testid="submission-reason" style={{ overflowWrap: 'anywhere' }}>
          {reason}
        </Text>
      )}
    </Stack>
  );
}
