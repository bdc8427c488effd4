import type { Course } from '@ds/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSetCourseDisabled } from '../api/courses-api';

/** Disabling replaces deletion (spec §4) and is confirmed first; enabling again is not. */
export function useCourseDisabling() {
  const { t } = useTranslation('catalogue-courses');
  const mutation = useSetCourseDisabled();

  const setDisabled = async (course: Course, disabled: boolean) => {
    await mutation.mutateAsync({ id: course.id, disabled });
    notifications.show({ color: 'green', message: t(disabled ? 'disable.done' : 'disable.enabled') });
  };

  // A failure shows through `error` (an ErrorAlert of the caller), so the promises never reject.
  const confirmDisable = (course: Course) =>
    modals.openConfirmModal({
      title: t('disable.title'),
      children: <Text size="sm">{t('disable.text', { label: course.label })}</Text>,
      labels: { confirm: t('disable.confirm'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => setDisabled(course, true).catch(() => undefined),
    });

  const toggle = (course: Course) =>
    course.disabled ? setDisabled(course, false).catch(() => undefined) : confirmDisable(course);

  return { toggle, busy: mutation.isPending, error: mutation.error };
}
