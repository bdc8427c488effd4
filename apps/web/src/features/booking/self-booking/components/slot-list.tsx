import { formatSwissDay } from '@ds/domain';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { type SlotSearch, useBookingSlots } from '../api/self-booking-api';
import { type BookingSlot, slotDays } from '../model/slot-days';
import { SlotDay } from './slot-day';

/**
 * The free starts, day by day, as big buttons for a thumb: two weeks first, then "later" two
 * more at a time up to the last day the monitor lets students book.
 */
export function SlotList({ search, onPick }: { search: SlotSearch; onPick: (slot: BookingSlot) => void }) {
  const { t } = useTranslation('booking');
  const found = useBookingSlots(search);
  if (found.error) return <ErrorAlert error={found.error} />;
  if (!found.data) return <Loader />;
  const days = slotDays(found.data.pages);
  const lastDay = found.data.pages.at(-1)?.lastDay ?? '';
  const free = days.some((day) => day.slots.length > 0);
  return (
    <Stack gap="md" data-testid="booking-slots">
      {!free && (
        <Alert color="gray" data-testid="booking-no-slot">
          {found.hasNextPage ? t('slots.noneYet') : t('slots.none')}
        </Alert>
      )}
      {days.map((day) => (
        <SlotDay key={day.day} day={day} onPick={onPick} />
      ))}
      {found.hasNextPage ? (
        <Button
          variant="default"
          leftSection={<IconChevronDown size={16} aria-hidden />}
          loading={found.isFetchingNextPage}
          onClick={() => void found.fetchNextPage()}
          data-testid="booking-later"
        >
          {t('slots.later')}
        </Button>
      ) : (
        lastDay && (
          <Text size="sm" c="dimmed">
            {t('slots.horizon', { day: formatSwissDay(lastDay) })}
          </Text>
        )
      )}
    </Stack>
  );
}
