import { type City, COUNTRIES, type Country } from '@ds/domain';
import { Autocomplete, Group, type OptionsFilter, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';

export interface CityValue {
  country: Country;
  postcode: string;
  city: string;
}

/** Countries whose localities come from the official list; the others are typed freely. */
const LISTED_COUNTRIES: readonly Country[] = ['CH', 'LI'];

const keyOf = (city: City) => `${city.postcode}|${city.name}`;

/** The server has filtered already; the box must not hide a match by the other field. */
const serverFiltered: OptionsFilter = ({ options }) => options;

/** Localities whose postcode or name starts like `text`, asked once typing pauses. */
function useCitySuggestions(country: Country, text: string, listed: boolean) {
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const query = useQuery({
    queryKey: ['cities', country, debounced],
    queryFn: () => api<City[]>(`/cities?${new URLSearchParams({ q: debounced, country })}`),
    enabled: listed && debounced.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return debounced.length > 0 ? (query.data ?? []) : [];
}

/**
 * Country, postcode and city (spec §3 City), both required. For Switzerland and Liechtenstein
 * either box suggests localities by postcode or name and a pick fills both; elsewhere both are
 * typed freely. `onChange` receives only what changed, so two changes of one pick both apply.
 */
export function CityField({
  value,
  onChange,
  errors = {},
  name = '',
  suggest = true,
}: {
  value: CityValue;
  onChange: (patch: Partial<CityValue>) => void;
  errors?: Partial<Record<keyof CityValue, string>>;
  /** Prefix of the inputs' names (e.g. `billing.`), so a form holds two addresses. */
  name?: string;
  /** False where nobody is signed in: the locality list is for signed-in users, so both boxes are typed freely. */
  suggest?: boolean;
}) {
  const { t, i18n } = useTranslation('students');
  const [typed, setTyped] = useState('');
  const listed = suggest && LISTED_COUNTRIES.includes(value.country);
  const suggestions = useCitySuggestions(value.country, typed, listed);
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });

  const byKey = new Map(suggestions.map((city) => [keyOf(city), city]));
  const pick = (key: string) => {
    const city = byKey.get(key);
    if (city) onChange({ postcode: city.postcode, city: city.name });
  };
  const type = (patch: Partial<CityValue>, text: string) => {
    setTyped(text);
    onChange(patch);
  };
  const renderOption = ({ option }: { option: { value: string } }) => {
    const city = byKey.get(option.value);
    return (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600}>
          {city?.postcode}
        </Text>
        <Text size="sm">{city?.name}</Text>
        {city?.canton && (
          <Text size="xs" c="dimmed">
            {city.canton}
          </Text>
        )}
      </Group>
    );
  };
  const suggestionProps = { filter: serverFiltered, renderOption, limit: 20 };

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('city.country')}
        name={`${name}country`}
        data={COUNTRIES.map((country) => ({ value: country, label: countryNames.of(country) ?? country }))}
        value={value.country}
        onChange={(country) => country && onChange({ country: country as Country })}
        allowDeselect={false}
        error={errors.country}
      />
      {listed ? (
        <>
          <Autocomplete
            label={t('city.postcode')}
            name={`${name}postcode`}
            required
            inputMode="numeric"
            data={suggestions.map((city) => ({ value: keyOf(city), label: city.postcode }))}
            value={value.postcode}
            onChange={(postcode) => type({ postcode }, postcode)}
            onOptionSubmit={pick}
            error={errors.postcode}
            {...suggestionProps}
          />
          <Autocomplete
            label={t('city.city')}
            name={`${name}city`}
            required
            data={suggestions.map((city) => ({ value: keyOf(city), label: city.name }))}
            value={value.city}
            onChange={(city) => type({ city }, city)}
            onOptionSubmit={pick}
            error={errors.city}
            {...suggestionProps}
          />
        </>
      ) : (
        <>
          <TextInput
            label={t('city.postcode')}
            name={`${name}postcode`}
            required
            value={value.postcode}
            onChange={(event) => onChange({ postcode: event.currentTarget.value })}
            error={errors.postcode}
          />
          <TextInput
            label={t('city.city')}
            name={`${name}city`}
            required
            value={value.city}
            onChange={(event) => onChange({ city: event.currentTarget.value })}
            error={errors.city}
          />
        </>
      )}
    </SimpleGrid>
  );
}
