import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Filters the loaded appointments by title, student name or location. */
export function CalendarSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('calendar');
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
    />
  );
}
