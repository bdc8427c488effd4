import { Button, Group, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The foot of a form: cancel (when the form can be left), and the submit button spinning while it
 * saves. The row is a Mantine Group, laid out by the props it is given besides these.
 */
export function FormButtons({
  onCancel,
  saving,
  justify = 'flex-end',
  ...group
}: { onCancel?: (() => void) | undefined; saving: boolean } & Omit<GroupProps, 'children'>) {
  const { t } = useTranslation('common');
  return (
    <Group justify={justify} {...group}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {t('save')}
      </Button>
    </Group>
  );
}
