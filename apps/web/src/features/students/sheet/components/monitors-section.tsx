import { formatPhone, type Student } from '@ds/domain';
import { ActionIcon, Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useChangeShare, useUnlink } from '../api/lifecycle-api';

type Holder = Student['monitors'][number];

/**
 * Who holds the student and how; the managing monitor changes a share's access or unlinks it,
 * and a monitor the student is shared with may stop following him (both confirmed).
 */
export function MonitorsSection({ student, canManage }: { student: Student; canManage: boolean }) {
  const { t } = useTranslation('students-sheet');
  const navigate = useNavigate();
  const changeShare = useChangeShare(student.id);
  const unlink = useUnlink(student.id);

  const confirmLeave = (self: Holder) =>
    modals.openConfirmModal({
      title: t('unlink.selfTitle'),
      children: <Text size="sm">{t('unlink.selfText', { name: student.firstname })}</Text>,
      labels: { confirm: t('unlink.selfConfirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        unlink
          .mutateAsync(self.id)
          .then(() => {
            notifications.show({ color: 'green', message: t('unlink.selfDone') });
            navigate('/students');
          })
          .catch(() => undefined),
    });

  const confirmUnlink = (monitor: Holder) =>
    modals.openConfirmModal({
      title: t('unlink.title'),
      children: (
        <Text size="sm">
          {t('unlink.text', { monitor: `${monitor.firstname} ${monitor.name}`, name: student.firstname })}
        </Text>
      ),
      labels: { confirm: t('unlink.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        unlink
          .mutateAsync(monitor.id)
          .then(() => notifications.show({ color: 'green', message: t('unlink.done') }))
          .catch(() => undefined),
    });

  return (
    <Stack gap="xs">
      <ErrorAlert error={changeShare.error ?? unlink.error} />
      {student.monitors.map((monitor) => {
        const fullName = `${monitor.firstname} ${monitor.name}`;
        const shared = monitor.access !== 'owner';
        return (
          <Paper key={monitor.id} withBorder p="sm" data-testid="student-monitor">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Text fw={500}>{fullName}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {[monitor.email, monitor.mobile && formatPhone(monitor.mobile)].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
              {canManage && shared ? (
                <Group gap="xs" wrap="nowrap">
                  <Select
                    aria-label={t('monitors.accessOf', { monitor: fullName })}
                    w={150}
                    allowDeselect={false}
                    value={monitor.access}
                    data={[
                      { value: 'read', label: t('access.read') },
                      { value: 'write', label: t('access.write') },
                    ]}
                    onChange={(access) =>
                      access &&
                      changeShare
                        .mutateAsync({ monitorId: monitor.id, access: access as 'read' | 'write' })
                        .then(() => notifications.show({ color: 'green', message: t('share.changed') }))
                        .catch(() => undefined)
                    }
                  />
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={t('unlink.of', { monitor: fullName })}
                    onClick={() => confirmUnlink(monitor)}
                  >
                    <IconUnlink size={18} />
                  </ActionIcon>
                </Group>
              ) : (
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light">{t(`access.${monitor.access}`)}</Badge>
                  {shared && monitor.self && (
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t('unlink.self', { name: `${student.firstname} ${student.name}` })}
                      onClick={() => confirmLeave(monitor)}
                    >
                      <IconUnlink size={18} />
                    </ActionIcon>
                  )}
                </Group>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
