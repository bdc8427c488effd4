import type { SelfBooking } from '@ds/domain';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconReceiptOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { formatChfAmount } from '@/lib/format-chf';
import { BookingStateBadge } from '../../components/booking-state-badge';
import { lessonWhen, momentOf } from '../../model/booking-when';
import { useConfirmBooking, useMonitorBookings, useWaiveCharge } from '../api/booking-policy-api';
import { MonitorCancelModal } from './monitor-cancel-modal';

/** What can be done to a booking: confirm a pending one, cancel one still on, waive a late cancellation's charge. */
function BookingActions({ booking, onCancel }: { booking: SelfBooking; onCancel: () => void }) {
  const { t, i18n } = useTranslation('booking-policy');
  const confirm = useConfirmBooking();
  const waive = useWaiveCharge();
  const who = `${booking.student.name}, ${lessonWhen(booking.start, booking.end, i18n.language)}`;
  const live = booking.state !== 'cancelled' && Date.parse(booking.start) > Date.now();
  return (
    <>
      <Group gap="xs">
        {booking.state === 'pending' && (
          <Button
            size="xs"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={confirm.isPending}
            aria-label={t('bookings.confirmLabel', { who })}
            onClick={() =>
              confirm.mutate(booking.id, {
                onSuccess: () => notifications.show({ color: 'green', message: t('bookings.confirmed') }),
              })
            }
          >
            {t('bookings.confirm')}
          </Button>
        )}
        {live && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} aria-hidden />}
            aria-label={t('bookings.cancelLabel', { who })}
            onClick={onCancel}
          >
            {t('bookings.cancel')}
          </Button>
        )}
        {booking.state === 'cancelled' && booking.charged !== null && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconReceiptOff size={14} aria-hidden />}
            loading={waive.isPending}
            aria-label={t('bookings.waiveLabel', { who })}
            onClick={() =>
              waive.mutate(booking.id, {
                onSuccess: () => notifications.show({ color: 'green', message: t('bookings.waived') }),
              })
            }
          >
            {t('bookings.waive')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={confirm.error ?? waive.error} />
    </>
  );
}

function BookingItem({ booking, onCancel }: { booking: SelfBooking; onCancel: () => void }) {
  const { t, i18n } = useTranslation('booking-policy');
  return (
    <Paper withBorder p="sm" data-testid="student-booking">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{booking.student.name}</Text>
          <BookingStateBadge booking={booking} asMonitor />
        </Group>
        <Text size="sm">{lessonWhen(booking.start, booking.end, i18n.language)}</Text>
        <Text size="sm" c="dimmed">
          {t('bookings.coursePrice', { course: booking.course.label, price: formatChfAmount(booking.price) })}
        </Text>
        {booking.state === 'pending' && booking.confirmBy && (
          <Text size="sm">{t('bookings.confirmBy', { until: momentOf(booking.confirmBy) })}</Text>
        )}
        {booking.charged !== null && (
          <Text size="sm" c="red.8">
            {t('bookings.charged', { price: formatChfAmount(booking.charged) })}
          </Text>
        )}
        <BookingActions booking={booking} onCancel={onCancel} />
      </Stack>
    </Paper>
  );
}

/** His students' bookings to come (pending ones first, as the server orders them). */
export function StudentBookingsSection() {
  const { t } = useTranslation('booking-policy');
  const bookings = useMonitorBookings();
  const [cancelling, setCancelling] = useState<SelfBooking | null>(null);
  if (bookings.error) return <ErrorAlert error={bookings.error} />;
  if (!bookings.data) return <Loader size="sm" />;
  const list = bookings.data.bookings;
  return (
    <Stack gap="xs" data-testid="student-bookings">
      {list.length === 0 && <Text c="dimmed">{t('bookings.none')}</Text>}
      {list.map((booking) => (
        <BookingItem key={booking.id} booking={booking} onCancel={() => setCancelling(booking)} />
      ))}
      <MonitorCancelModal booking={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
