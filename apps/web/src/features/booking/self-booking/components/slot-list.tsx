import { formatSwissDay, formatSwissTime } from '@ds/domain';
import { Alert, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { dayHeading } from '../../model/booking-when';
import { type SlotSearch, useBookingSlots } from '../api/self-booking-api';
import { type BookingSlot, slotDays } from '../model/slot-days';

/**
 * The free starts, day by day, as big buttons for a thumb: two weeks first, then "later" two
 * more at a time up to the last day the monitor lets students book.
 */
export function SlotList({ search, onPick }: { search: SlotSearch; onPick: (slot: BookingSlot) => void }) {
  const { t, i18n } = useTranslation('booking');
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
        <Stack key={day.day} gap={6} component="section" aria-labelledby={`slots-${day.day}`}>
          <Title order={3} size="h5" id={`slots-${day.day}`}>
            {dayHeading(day.day, i18n.language)}
          </Title>
          {day.holiday && (
            <Text size="sm" c="dimmed">
              {t('slots.holiday', { name: day.holiday })}
            </Text>
          )}
          {day.slots.length > 0 && (
            <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" data-testid={`slots-${day.day}`}>
              {day.slots.map((slot) => {
                const time = formatSwissTime(new Date(slot.start));
                return (
                  <Button
                    key={slot.start}
                    variant="light"
                    size="md"
                    aria-label={t('slots.pick', { time, day: formatSwissDay(day.day) })}
                    onClick={() => onPick(slot)}
                  >
                    {time}
                  </Button>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
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
