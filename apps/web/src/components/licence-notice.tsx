import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/permissions';

/**
 * A screen (or part of one) that needs a licence the reader lacks (spec §6, §8): which licence,
 * and the way to subscribe to its module for those who hold subscriptions, or whom to ask.
 */
export function LicenceNotice({
  title,
  text,
  subscribe,
  askSchool,
  testId = 'licence-notice',
}: {
  title: string;
  text: string;
  /** The button to /account/subscriptions ("Subscribe to the didactic module"). */
  subscribe: string;
  /** For someone who cannot subscribe (an employee): whom to ask. */
  askSchool: string;
  testId?: string;
}) {
  const { ability } = usePermissions();
  return (
    <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title={title} data-testid={testId}>
      <Text size="sm">{text}</Text>
      {ability.can('read', 'subscriptions') ? (
        <Button component={Link} to="/account/subscriptions" size="xs" mt="xs">
          {subscribe}
        </Button>
      ) : (
        <Text size="sm">{askSchool}</Text>
      )}
    </Alert>
  );
}
