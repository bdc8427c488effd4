import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A day typed as DD.MM.YYYY (spec §5), whatever the browser's own date format. */
export function SwissDateInput({
  onValueChange,
  ...props
}: Omit<TextInputProps, 'onChange'> & { value: string; onValueChange: (text: string) => void }) {
  const { t } = useTranslation('students-sheet');
  return (
    <TextInput
      placeholder={t('datePlaceholder')}
      autoComplete="off"
      maxLength={10}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      {...props}
    />
  );
}
