import type { Reminder } from '@ds/domain';
import { Button, Group, Loader, Modal, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useDeleteReminder, useReminders } from '../api/reminders-api';
import { ReminderForm } from './reminder-form';
import { ReminderList } from './reminder-list';

/** The reminder templates (spec §3 Reminder): listed, created, edited in a modal, deleted. */
export function ReminderTemplatesSection() {
  const { t } = useTranslation('catalogue-reminders');
  const { t: tCommon } = useTranslation('common');
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const reminders = useReminders();
  const remove = useDeleteReminder();
  const [editing, setEditing] = useState<Reminder | 'new' | null>(null);

  const confirmDelete = (reminder: Reminder) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.message', { name: reminder.name })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(reminder.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('delete.done', { name: reminder.name }) }),
        }),
    });

  return (
    <Stack component="section" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('list.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {reminders.isPending && <Loader />}
      <ErrorAlert error={reminders.error ?? remove.error} />
      {reminders.data?.length === 0 && <Text c="dimmed">{t('list.none')}</Text>}
      {reminders.data && <ReminderList reminders={reminders.data} onEdit={setEditing} onDelete={confirmDelete} />}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'form.newTitle' : 'form.editTitle')}
        fullScreen={phone}
        size="lg"
        closeButtonProps={{ 'aria-label': tCommon('close') }}
      >
        {editing !== null && (
          <ReminderForm reminder={editing === 'new' ? null : editing} onSaved={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
