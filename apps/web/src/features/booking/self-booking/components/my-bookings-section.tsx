import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { useCancelBooking, useLeaveWaitlist, useMyBookings } from '../api/self-booking-api';
import { MyBookingItem } from './my-booking-item';
import { WaitlistItem } from './waitlist-item';

/**
 * The student's bookings (a cancel button on those to come) and his waitlist entries, first on
 * his page; nothing while they load or before his first booking.
 */
export function MyBookingsSection() {
  const { t } = useTranslation('booking');
  const my = useMyBookings();
  const cancel = useCancelBooking();
  const leave = useLeaveWaitlist();
  const data = my.data;
  if (my.isPending || (data && data.bookings.length === 0 && data.waitlist.length === 0)) return null;
  return (
    <SectionCard testId="my-bookings" title={t('my.title')}>
      <ErrorAlert error={my.error ?? cancel.error ?? leave.error} />
      {data && (
        <Stack gap="xs">
          {data.bookings.length === 0 && <Text c="dimmed">{t('my.noBooking')}</Text>}
          {data.bookings.map((booking) => (
            <MyBookingItem key={booking.id} booking={booking} cancel={cancel} />
          ))}
          {data.waitlist.length > 0 && (
            <>
              <Title order={3} size="h5" mt="sm">
                {t('waitlist.mine')}
              </Title>
              {data.waitlist.map((entry) => (
                <WaitlistItem key={entry.id} entry={entry} leave={leave} />
              ))}
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
