import { STUDENT_SORTS, type StudentListQuery, type StudentSort } from '@ds/domain';
import { ActionIcon, Group, Select, Stack, Switch, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';

type Props = {
  query: StudentListQuery;
  onChange: (patch: Partial<StudentListQuery>) => void;
};

/** Search as you type (asked once typing pauses), which students to show, and their order. */
export function StudentListFilters({ query, onChange }: Props) {
  const { t } = useTranslation('students');
  const ascending = query.direction === 'asc';
  const directionLabel = t(ascending ? 'filters.asc' : 'filters.desc');
  const toggle = (flag: 'archived' | 'pending' | 'passed') => (
    <Switch
      label={t(`filters.${flag}`)}
      checked={query[flag]}
      onChange={(event) => onChange({ [flag]: event.currentTarget.checked })}
    />
  );

  return (
    <Stack gap="sm">
      <SearchField
        initial={query.q}
        onSearch={(q: string) => onChange({ q })}
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
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
