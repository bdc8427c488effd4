import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../../lib/logout';

/**
 * Spec §2's end step: changes apply once the user leaves the app and comes back, so, once he
 * finished, it offers to sign out (he signs in again on /login) or to go on to his day.
 */
export function EndStep({ finished }: { finished: boolean }) {
  const { t } = useTranslation('identity-setup');
  if (!finished) return null;
  return (
    <Stack gap="sm" data-testid="setup-finished">
      <Alert color="green" icon={<IconCheck size={18} aria-hidden />}>
        <Text size="sm">{t('finished')}</Text>
      </Alert>
      <Group gap="sm">
        <Button onClick={() => void logout()}>{t('actions.relogin')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('actions.later')}
        </Button>
      </Group>
    </Stack>
  );
}
