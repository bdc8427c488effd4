import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { testFailureReason } from '../model/test-failure';

/** How a test went: what worked, or the translated error and, for a mail server, what to check. */
export function TestOutcome({ success, error }: { success: string | null; error: unknown }) {
  const { t } = useTranslation('communications-settings');
  const reason = testFailureReason(error);
  if (error)
    return (
      <ErrorAlert error={error}>
        {reason && (
          <Text size="sm" mt={4}>
            {t(`tests.reasons.${reason}`)}
          </Text>
        )}
      </ErrorAlert>
    );
  if (!success) return null;
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" data-testid="test-success">
      {success}
    </Alert>
  );
}
