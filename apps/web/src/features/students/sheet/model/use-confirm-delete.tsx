import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Deleting a record of a section: confirmed, then a toast; a failure shows through the mutation's error. */
export function useConfirmDelete(
  mutation: UseMutationResult<unknown, Error, string>,
  section: string,
  afterDelete?: () => Promise<unknown>,
) {
  const { t } = useTranslation('students-sheet');
  return (id: string, what: string) =>
    modals.openConfirmModal({
      title: t(`${section}.deleteTitle`),
      children: <Text size="sm">{t('delete.text', { what })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        mutation
          .mutateAsync(id)
          .then(() => notifications.show({ color: 'green', message: t(`${section}.deleted`) }))
          .then(afterDelete)
          .catch(() => undefined),
    });
}
