import type { Student } from '@ds/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSendCredentials, useSetArchived } from '../api/lifecycle-api';

/**
 * Archive, unarchive and send access credentials: each confirmed first (spec §4), then a toast.
 * A failure shows through `error` (an ErrorAlert of the caller), so no promise rejects.
 */
export function useConfirmedCommands(student: Student) {
  const { t } = useTranslation('students-sheet');
  const archiving = useSetArchived(student.id);
  const credentials = useSendCredentials(student.id);
  const fullName = `${student.firstname} ${student.name}`;

  const confirm = (key: string, run: () => Promise<unknown>, done: string) =>
    modals.openConfirmModal({
      title: t(`${key}.title`),
      children: <Text size="sm">{t(`${key}.text`, { name: fullName, email: student.email ?? '' })}</Text>,
      labels: { confirm: t(`${key}.confirm`), cancel: t('actions.cancel') },
      onConfirm: () =>
        run()
          .then(() => notifications.show({ color: 'green', message: t(done, { name: fullName }) }))
          .catch(() => undefined),
    });

  return {
    toggleArchived: () =>
      student.archived
        ? confirm('unarchive', () => archiving.mutateAsync(false), 'unarchive.done')
        : confirm('archive', () => archiving.mutateAsync(true), 'archive.done'),
    sendCredentials: () =>
      confirm(
        student.hasLogin ? 'credentialsAgain' : 'credentials',
        () => credentials.mutateAsync(),
        'credentials.done',
      ),
    busy: archiving.isPending || credentials.isPending,
    error: archiving.error ?? credentials.error,
  };
}
