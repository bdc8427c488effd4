import type { CommunicationLogEntry } from '@ds/domain';
import { Group, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** E-mail or SMS, an icon beside the word. */
export function LogChannel({ channel }: { channel: CommunicationLogEntry['channel'] }) {
  const { t } = useTranslation('communications-logs');
  const Icon = channel === 'sms' ? IconMessage : IconMail;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} aria-hidden />
      <Text size="sm" data-testid="log-channel">
        {t(`channels.${channel}`)}
      </Text>
    </Group>
  );
}
