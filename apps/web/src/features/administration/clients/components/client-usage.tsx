import type { ClientUsage as Usage } from '@ds/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StorageUsed } from './storage-used';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {children}
      </Text>
    </Paper>
  );
}

/** What a client's people use: students, this month's appointments and SMS, the file store. */
export function ClientUsage({ usage }: { usage: Usage }) {
  const { t } = useTranslation('administration-clients');
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      <Figure label={t('usage.students')} testId="usage-students">
        {usage.students}
      </Figure>
      <Figure label={t('usage.appointments')} testId="usage-appointments">
        {usage.appointmentsThisMonth}
      </Figure>
      <Figure label={t('usage.sms')} testId="usage-sms">
        {usage.smsSentThisMonth}
      </Figure>
      <Figure label={t('usage.storage')} testId="usage-storage">
        <StorageUsed bytes={usage.storageBytes} />
      </Figure>
    </SimpleGrid>
  );
}
