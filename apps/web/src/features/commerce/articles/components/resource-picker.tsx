import { resourceName } from '@ds/domain';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { useSellableResources } from '../api/articles-api';

/** The resources an article delivers, chosen from the seller's library by name (searchable). */
export function ResourcePicker({
  value,
  onChange,
  error,
  required,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
  required: boolean;
}) {
  const { t } = useTranslation('commerce-articles');
  const language = useCurrentLanguage();
  const library = useSellableResources();
  const known = new Set(library.data?.map((resource) => resource.id));
  const data = (library.data ?? []).map((resource) => ({
    value: resource.id,
    label: resourceName(resource, language) || resource.file?.name || resource.linkLabel || resource.id,
  }));
  // A resource chosen before and no longer in the library still shows, by its id, so it can be taken off.
  for (const id of value) if (library.data && !known.has(id)) data.push({ value: id, label: id });
  return (
    <MultiSelect
      label={t('form.resourceIds')}
      description={t('form.resourcesHint')}
      name="resourceIds"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('form.resourcesNone')}
      required={required}
      error={error}
      disabled={library.isPending}
      data-testid="resource-picker"
    />
  );
}
