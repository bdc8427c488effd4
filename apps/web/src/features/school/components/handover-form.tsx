import type { Member } from '@ds/domain';
import { personName } from '@ds/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useHandOver } from '../api/school-api';

/** An administrator hands a member's future appointments to another instructor of the school. */
export function HandoverForm({ member, members, onDone }: { member: Member; members: Member[]; onDone: () => void }) {
  const { t } = useTranslation('school');
  const handOver = useHandOver();
  const [to, setTo] = useState<string | null>(null);
  const instructors = members.filter(
    (candidate) => candidate.kind !== 'employee' && candidate.userId !== member.userId,
  );
  const send = () => {
    if (!to) return;
    handOver.mutate(
      { userId: member.userId, toMonitorId: to },
      {
        onSuccess: ({ moved }) => {
          notifications.show({ color: 'green', message: t('handover.done', { count: moved }) });
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('handover.text', { name: personName(member) })}</Text>
      <Select
        label={t('handover.to')}
        data={instructors.map((candidate) => ({
          value: candidate.userId,
          label: personName(candidate),
        }))}
        value={to}
        onChange={setTo}
        searchable
      />
      <ErrorAlert error={handOver.error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button onClick={send} disabled={!to} loading={handOver.isPending}>
          {t('handover.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
