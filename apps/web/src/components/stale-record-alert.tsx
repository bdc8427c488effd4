import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../lib/record-api';
import { useAction } from '../lib/use-action';
import { ErrorAlert } from './error-alert';

/**
 * What a record form shows when its save was refused as stale: someone else changed the record
 * meanwhile. "Reload" reads it again and starts the form over from it, so the change can be made again.
 */
export function StaleRecordAlert({ onReload }: { onReload: () => Promise<void> }) {
  const { t } = useTranslation();
  const reload = useAction(onReload);
  return (
    <>
      <Alert data-testid="stale-record-alert" color="orange" icon={<IconRefresh size={18} />} role="alert">
        {t('common:staleRecord.message')}
        <Group mt="xs">
          <Button size="xs" variant="white" color="orange" loading={reload.busy} onClick={() => void reload.run()}>
            {t('common:staleRecord.reload')}
          </Button>
        </Group>
      </Alert>
      <ErrorAlert error={reload.error} />
    </>
  );
}

/** A failed save: the reload offer when the record was changed meanwhile, its translated error otherwise. */
export function SaveFailureAlert({ failure, onReload }: { failure: unknown; onReload: () => Promise<void> }) {
  return isStaleVersion(failure) ? <StaleRecordAlert onReload={onReload} /> : <ErrorAlert error={failure} />;
}

/**
 * For one-click changes (a switch, a tick) that send the version shown: when one is refused as
 * stale, `reload` reads the record again at once and a notice says to make the change again on
 * what is now shown.
 */
export function useStaleReload() {
  const { t } = useTranslation();
  return (error: unknown, reload: () => Promise<unknown>) => {
    if (!isStaleVersion(error)) return;
    notifications.show({ color: 'orange', message: t('common:staleRecord.reloaded') });
    // A record gone meanwhile simply drops out of what is shown.
    reload().catch(() => undefined);
  };
}
