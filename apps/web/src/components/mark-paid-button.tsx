import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Marquer payée" next to a lesson still owed (a student's sheet, my day); `label` names the lesson
 * to a screen reader.
 */
export function MarkPaidButton({
  label,
  onClick,
  variant = 'light',
}: {
  label: string;
  onClick: () => void;
  /** `white` on a coloured background (the sheet's unpaid alert). */
  variant?: 'light' | 'white';
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      size="compact-xs"
      variant={variant}
      color="orange"
      style={{ flexShrink: 0 }}
      onClick={onClick}
      aria-label={label}
    >
      {t('markPaid')}
    </Button>
  );
}
