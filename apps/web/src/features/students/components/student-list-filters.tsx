import { STUDENT_SORTS, type StudentListQuery, type StudentSort } from '@ds/domain';
import { ActionIcon, Group, Select, Stack, Switch, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  query: StudentListQuery;
  onChange: (patch: Partial<StudentListQuery>) => void;
};

/** Search as you type (asked once typing pauses), which students to show, and their order. */
export function StudentListFilters({ query, onChange }: Props) {
  const { t } = useTranslation('students');
  const [search, setSearch] = useState(query.q);
  const ascending = query.direction === 'asc';
  const directionLabel = t(ascending ? 'filters.asc' : 'filters.desc');
  const searchLater = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const toggle = (flag: 'archived' | 'pending' | 'passed') => (
    <Switch
      label={t(`filters.${flag}`)}
      checked={query[flag]}
      onChange={(event) => onChange({ [flag]: event.currentTarget.checked })}
    />
  );

  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
      />
      <Group gap="md" justify="space-between" align="flex-end">
        <Group gap="md">
          {toggle('archived')}
          {toggle('pending')}
          {toggle('passed')}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Select
            aria-label={t('filters.sort')}
            data={STUDENT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
            value={query.sort}
            onChange={(sort) => sort && onChange({ sort: sort as StudentSort })}
            allowDeselect={false}
            w={190}
          />
          <Tooltip label={directionLabel}>
            <ActionIcon
              variant="default"
              size="input-sm"
              aria-label={directionLabel}
              onClick={() => onChange({ direction: ascending ? 'desc' : 'asc' })}
            >
              {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Stack>
  );
}
