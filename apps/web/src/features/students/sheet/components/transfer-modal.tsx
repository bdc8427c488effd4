import type { Student } from '@ds/domain';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useSchoolMonitors, useTransfer } from '../api/lifecycle-api';
import { monitorOptions } from '../model/monitor-options';
import { SheetModal } from './sheet-modal';

/**
 * Hands the student to another monitor of the school, who is notified. The caller may no longer
 * hold him afterwards, so the list is shown again.
 */
export function TransferModal({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useTranslation('students-sheet');
  const navigate = useNavigate();
  const monitors = useSchoolMonitors();
  const transfer = useTransfer(student.id);
  const [monitorId, setMonitorId] = useState<string | null>(null);
  const options = monitorOptions(monitors.data, student);
  const chosen = options.find((option) => option.value === monitorId);

  const onTransfer = async () => {
    if (!monitorId || !chosen) return;
    await transfer.mutateAsync(monitorId);
    notifications.show({
      color: 'green',
      message: t('transfer.done', { name: `${student.firstname} ${student.name}`, monitor: chosen.label }),
    });
    onClose();
    await navigate('/students');
  };

  return (
    <SheetModal short onClose={onClose} title={t('transfer.title')}>
      <Stack>
        <ErrorAlert error={monitors.error ?? transfer.error} />
        <Select
          label={t('transfer.monitor')}
          data={options}
          value={monitorId}
          onChange={setMonitorId}
          searchable
          nothingFoundMessage={t('monitors.nothingFound')}
          disabled={monitors.isPending}
        />
        {chosen && (
          <Text size="sm" data-testid="transfer-warning">
            {t('transfer.text', { name: `${student.firstname} ${student.name}`, monitor: chosen.label })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            disabled={!chosen}
            loading={transfer.isPending}
            onClick={() => void onTransfer().catch(() => undefined)}
          >
            {t('transfer.confirm')}
          </Button>
        </Group>
      </Stack>
    </SheetModal>
  );
}
