import { RESOURCE_TYPES, type ResourceType } from '@ds/domain';
import { Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
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
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchField
        initial={params.q}
        onSearch={(q: string) => onChange({ q })}
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
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
