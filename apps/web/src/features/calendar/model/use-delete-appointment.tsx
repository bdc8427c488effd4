import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useDeleteAppointment } from '../api/appointments-api';

/** Deleting an appointment: asked first, then a toast; a failure shows through the returned mutation. */
export function useConfirmDeleteAppointment(onDeleted: () => void) {
  const { t } = useTranslation('calendar');
  const mutation = useDeleteAppointment();
  const confirm = (id: string, title: string) =>
    modals.openConfirmModal({
      title: t('delete.title'),
      children: <Text size="sm">{t('delete.text', { title })}</Text>,
      labels: { confirm: t('delete.confirm'), cancel: t('form.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        mutation
          .mutateAsync(id)
          .then(() => {
            notifications.show({ color: 'green', message: t('delete.done') });
            onDeleted();
          })
          .catch(() => undefined),
    });
  return { confirm, mutation };
}
