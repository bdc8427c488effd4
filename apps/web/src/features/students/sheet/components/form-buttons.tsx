import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The foot of a sheet form: cancel, and the submit button spinning while it saves. */
export function FormButtons({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  const { t } = useTranslation('student-sheet');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('actions.save')}
      </Button>
    </Group>
  );
}
