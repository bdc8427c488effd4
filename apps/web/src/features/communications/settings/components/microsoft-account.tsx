import type { CommunicationSettings } from '@ds/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBrandWindows } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useMicrosoftConnect, useMicrosoftDisconnect } from '../api/communication-settings-api';

/**
 * The Microsoft account e-mails are sent from: connecting leaves for Microsoft's consent page
 * (unsaved changes would be lost, so it asks first), and disconnecting reads the settings again.
 */
export function MicrosoftAccount({
  saved,
  dirty,
  onChanged,
}: {
  saved: CommunicationSettings;
  dirty: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation('communications-settings');
  const connect = useMicrosoftConnect();
  const disconnect = useMicrosoftDisconnect();
  const address = saved.microsoft?.address ?? null;

  const startConnect = () => {
    if (!dirty) return connect.mutate();
    modals.openConfirmModal({
      title: t('microsoft.leaveTitle'),
      children: <Text size="sm">{t('microsoft.leaveMessage')}</Text>,
      labels: { confirm: t('microsoft.connect'), cancel: t('effects.cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () => connect.mutate(),
    });
  };
  const confirmDisconnect = () =>
    modals.openConfirmModal({
      title: t('microsoft.disconnectTitle'),
      children: <Text size="sm">{t('microsoft.disconnectMessage', { address })}</Text>,
      labels: { confirm: t('microsoft.disconnect'), cancel: t('effects.cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      confirmProps: { color: 'red' },
      onConfirm: () => disconnect.mutate(undefined, { onSuccess: () => void onChanged() }),
    });

  return (
    <Stack gap="xs" data-testid="microsoft-account">
      <Text size="sm">{address ? t('microsoft.connectedAs', { address }) : t('microsoft.notConnected')}</Text>
      <Group gap="sm">
        {address ? (
          <Button
            type="button"
            variant="outline"
            color="red"
            loading={disconnect.isPending}
            onClick={confirmDisconnect}
          >
            {t('microsoft.disconnect')}
          </Button>
        ) : (
          <Button
            type="button"
            leftSection={<IconBrandWindows size={18} aria-hidden />}
            loading={connect.isPending}
            onClick={startConnect}
          >
            {t('microsoft.connect')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={connect.error ?? disconnect.error} />
    </Stack>
  );
}
