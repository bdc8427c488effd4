import type { Student } from '@ds/domain';
import { Button, Group, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useSchoolMonitors, useShare } from '../api/lifecycle-api';
import { monitorOptions } from '../model/monitor-options';
import { SheetModal } from './sheet-modal';

type ShareAccess = 'write' | 'read';

/** Shares the student with another monitor of the school, read-write or read-only. */
export function ShareModal({ student, onClose }: { student: Student; onClose: () => void }) {
  const { t } = useTranslation('students-sheet');
  const monitors = useSchoolMonitors();
  const share = useShare(student.id);
  const [monitorId, setMonitorId] = useState<string | null>(null);
  const [access, setAccess] = useState<ShareAccess>('read');
  const options = monitorOptions(monitors.data, student);

  const onShare = async () => {
    if (!monitorId) return;
    await share.mutateAsync({ monitorId, access });
    const monitor = options.find((option) => option.value === monitorId)?.label ?? '';
    notifications.show({ color: 'green', message: t('share.done', { monitor }) });
    onClose();
  };

  return (
    <SheetModal short onClose={onClose} title={t('share.title')}>
      <Stack>
        <ErrorAlert error={monitors.error ?? share.error} />
        <Select
          label={t('share.monitor')}
          data={options}
          value={monitorId}
          onChange={setMonitorId}
          searchable
          nothingFoundMessage={t('monitors.nothingFound')}
          disabled={monitors.isPending}
        />
        <Input.Wrapper label={t('share.access')} labelElement="div" id="share-access">
          <SegmentedControl
            aria-labelledby="share-access-label"
            fullWidth
            value={access}
            onChange={(value) => setAccess(value as ShareAccess)}
            data={[
              { value: 'read', label: t('access.read') },
              { value: 'write', label: t('access.write') },
            ]}
          />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button disabled={!monitorId} loading={share.isPending} onClick={() => void onShare().catch(() => undefined)}>
            {t('share.confirm')}
          </Button>
        </Group>
      </Stack>
    </SheetModal>
  );
}
