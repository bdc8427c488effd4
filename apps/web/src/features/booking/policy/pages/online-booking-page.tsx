import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useBookingPolicy } from '../api/booking-policy-api';
import { BookableCourses } from '../components/bookable-courses';
import { PolicyForm } from '../components/policy-form';
import { StudentBookingsSection } from '../components/student-bookings-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /account/online-booking (issue 30): a monitor's rules for students booking their own lessons,
 * the courses he opened to it, and his students' bookings to confirm, cancel or forgive.
 */
export function OnlineBookingPage() {
  // The state badges of the bookings speak the student page's words: both catalogues at once.
  const { t } = useTranslation(['booking-policy', 'booking']);
  const policy = useBookingPolicy();
  return (
    <Stack maw={720} mx="auto" w="100%" gap="md">
      <Title order={1} size="h2">
        {t('pages:titles.onlineBooking')}
      </Title>
      <Text>{t('intro')}</Text>
      <ErrorAlert error={policy.error} />
      {policy.isPending && <Loader />}
      {policy.data && (
        <>
          <Section id="booking-rules" title={t('sections.rules')}>
            <PolicyForm policy={policy.data} />
          </Section>
          <Section id="booking-courses" title={t('sections.courses')}>
            <BookableCourses courses={policy.data.courses} />
          </Section>
          <Section id="booking-bookings" title={t('sections.bookings')}>
            <StudentBookingsSection />
          </Section>
        </>
      )}
    </Stack>
  );
}
