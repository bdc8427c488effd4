import { formatSwissDay, formatSwissTime } from '@ds/domain';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayHeading } from '../../model/booking-when';
import type { BookingSlot, SlotDay as Day } from '../model/slot-days';

/** Two rows of a phone: a day of quarter-hour starts would otherwise fill a screen by itself. */
const PREVIEW = 8;

/** A day of the list: its first free starts as big buttons, the others one tap away; a holiday named. */
export function SlotDay({ day, onPick }: { day: Day; onPick: (slot: BookingSlot) => void }) {
  const { t, i18n } = useTranslation('booking');
  const [all, setAll] = useState(false);
  const shown = all ? day.slots : day.slots.slice(0, PREVIEW);
  const headingId = `slots-title-${day.day}`;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {dayHeading(day.day, i18n.language)}
      </Title>
      {day.holiday && (
        <Text size="sm" c="dimmed">
          {t('slots.holiday', { name: day.holiday })}
        </Text>
      )}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 4, xs: 6 }} spacing="xs" data-testid={`slots-${day.day}`}>
          {shown.map((slot) => {
            const time = formatSwissTime(new Date(slot.start));
            return (
              <Button
                key={slot.start}
                variant="light"
                size="md"
                px={0}
                aria-label={t('slots.pick', { time, day: formatSwissDay(day.day) })}
                onClick={() => onPick(slot)}
              >
                {time}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
      {!all && day.slots.length > PREVIEW && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
          {t('slots.all', { count: day.slots.length })}
        </Button>
      )}
    </Stack>
  );
}
