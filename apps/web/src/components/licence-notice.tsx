import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/permissions';

/**
 * Spec §6, §8: the didactic licence is needed to consult resources; the way to subscribe to it for
 * those who hold subscriptions, the school's manager to ask for an employee.
 */
export function LicenceNotice() {
  const { t } = useTranslation('resources-learning');
  const { ability } = usePermissions();
  return (
    <Alert
      color="blue"
      icon={<IconLock size={18} aria-hidden />}
      title={t('licence.title')}
      data-testid="licence-notice"
    >
      <Text size="sm">{t('licence.text')}</Text>
      {ability.can('read', 'subscriptions') ? (
        <Button component={Link} to="/account/subscriptions" size="xs" mt="xs">
          {t('licence.subscribe')}
        </Button>
      ) : (
        <Text size="sm">{t('licence.askSchool')}</Text>
      )}
    </Alert>
  );
}
