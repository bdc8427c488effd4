import { RESOURCE_TYPES, type ResourceType } from '@ds/domain';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryParams } from '../model/use-library-params';

const ALL = 'all';

/** What the library shows: a search asked once typing pauses, one type or all, as a gallery or a list. */
export function LibraryToolbar({
  params,
  onChange,
}: {
  params: LibraryParams;
  onChange: (patch: Partial<LibraryParams>) => void;
}) {
  const { t } = useTranslation('resources-library');
  const [search, setSearch] = useState(params.q);
  const searchLater = useDebouncedCallback((q: string) => onChange({ q }), 300);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        label={t('toolbar.type')}
        data={[
          { value: ALL, label: t('toolbar.allTypes') },
          ...RESOURCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        value={params.type ?? ALL}
        onChange={(value) => onChange({ type: value && value !== ALL ? (value as ResourceType) : null })}
        allowDeselect={false}
        style={{ flex: '1 1 10rem' }}
      />
      <SegmentedControl
        aria-label={t('toolbar.view')}
        value={params.view}
        onChange={(view) => onChange({ view: view === 'list' ? 'list' : 'gallery' })}
        data={[
          { value: 'gallery', label: t('toolbar.gallery') },
          { value: 'list', label: t('toolbar.list') },
        ]}
      />
    </Group>
  );
}
