import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useBookingOffers } from '../api/self-booking-api';
import { BookingPlanner } from '../components/booking-planner';
import { MyBookingsSection } from '../components/my-bookings-section';

/**
 * /booking (issue 30): a student books his own lessons with the monitors who publish free slots,
 * under their rules, and sees, cancels and waits for his bookings. Laid out for a phone first.
 */
export function SelfBookingPage() {
  const { t } = useTranslation('booking');
  const offers = useBookingOffers();
  return (
    <Stack maw={720} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('pages:titles.selfBooking')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      <MyBookingsSection />
      <ErrorAlert error={offers.error} />
      {offers.isPending && <Loader />}
      {offers.data && <BookingPlanner offers={offers.data} />}
    </Stack>
  );
}
