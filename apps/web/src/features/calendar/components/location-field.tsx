import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocationSuggestions } from '../api/booking-options-api';

/** The place, with the places of my appointments of the last 6 months suggested as I type. */
export function LocationField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (location: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const [debounced] = useDebouncedValue(value.trim(), 250);
  const suggestions = useLocationSuggestions(debounced);
  return (
    <Autocomplete
      label={t('form.location')}
      value={value}
      onChange={onChange}
      data={suggestions.data ?? []}
      filter={({ options }) => options}
      error={error}
      limit={10}
    />
  );
}
