import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/online';

/** Spec §4 Network: a persistent warning while offline, gone when the connection returns. */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('layout');
  if (online) return null;
  return (
    <Alert
      data-testid="offline-banner"
      role="alert"
      color="orange"
      radius={0}
      icon={<IconWifiOff size={18} />}
      title={t('offline.title')}
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      {t('offline.text')}
    </Alert>
  );
}
