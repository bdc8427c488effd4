import type { Appointment, SeriesScope } from '@ds/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useDeleteAppointment } from '../api/appointments-api';

/**
 * Deleting an appointment: asked first (an occurrence of a series asks whether the following
 * ones go too), then a toast; a failure shows through the returned mutation.
 */
export function useConfirmDeleteAppointment(onDeleted: () => void) {
  const { t } = useTranslation('calendar');
  const mutation = useDeleteAppointment();
  const remove = (id: string, scope: SeriesScope) =>
    mutation
      .mutateAsync({ id, scope })
      .then(() => {
        notifications.show({ color: 'green', message: t('delete.done') });
        onDeleted();
      })
      .catch(() => undefined);

  const confirm = (appointment: Appointment) => {
    const title = appointment.title || appointment.course?.label || t('untitled');
    if (!appointment.series) {
      modals.openConfirmModal({
        title: t('delete.title'),
        children: <Text size="sm">{t('delete.text', { title })}</Text>,
        labels: { confirm: t('delete.confirm'), cancel: t('form.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => void remove(appointment.id, 'occurrence'),
      });
      return;
    }
    const modalId = modals.open({
      title: t('delete.title'),
      children: (
        <Stack>
          <Text size="sm">{t('delete.seriesText', { title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => modals.close(modalId)}>
              {t('form.cancel')}
            </Button>
            {(['occurrence', 'series'] as const).map((scope) => (
              <Button
                key={scope}
                color="red"
                variant={scope === 'series' ? 'filled' : 'light'}
                onClick={() => {
                  modals.close(modalId);
                  void remove(appointment.id, scope);
                }}
              >
                {t(`delete.${scope}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      ),
    });
  };
  return { confirm, mutation };
}
