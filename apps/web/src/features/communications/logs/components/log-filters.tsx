import { type CommunicationLogQuery, MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@ds/domain';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';

const ALL = 'all';

/** Which messages to show: by channel, by status, and a search asked once typing pauses. */
export function LogFilters({
  query,
  onChange,
}: {
  query: CommunicationLogQuery;
  onChange: (patch: Partial<CommunicationLogQuery>) => void;
}) {
  const { t } = useTranslation('communications-logs');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
      <SearchField
        initial={query.q}
        onSearch={(q: string) => onChange({ q })}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
      />
      <Select
        label={t('filters.channel')}
        data={[
          { value: ALL, label: t('filters.allChannels') },
          ...MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) })),
        ]}
        value={query.channel ?? ALL}
        onChange={(value) =>
          onChange({ channel: value && value !== ALL ? (value as CommunicationLogQuery['channel']) : undefined })
        }
        allowDeselect={false}
      />
      <Select
        label={t('filters.status')}
        data={[
          { value: ALL, label: t('filters.allStatuses') },
          ...MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        value={query.status ?? ALL}
        onChange={(value) =>
          onChange({ status: value && value !== ALL ? (value as CommunicationLogQuery['status']) : undefined })
        }
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
