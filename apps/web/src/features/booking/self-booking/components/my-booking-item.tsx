import type { SelfBooking } from '@ds/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatChfAmount } from '@/lib/format-chf';
import { BookingStateBadge } from '../../components/booking-state-badge';
import { lessonWhen, momentOf } from '../../model/booking-when';
import type { useCancelBooking } from '../api/self-booking-api';
import { cancellationCharged, isCancellable } from '../model/booking-terms';

/**
 * One of the student's bookings: what, when, with whom and where it stands; cancelling asks first,
 * telling the price when the free window has passed.
 */
export function MyBookingItem({
  booking,
  cancel,
}: {
  booking: SelfBooking;
  cancel: ReturnType<typeof useCancelBooking>;
}) {
  const { t, i18n } = useTranslation('booking');
  const now = new Date();
  const when = lessonWhen(booking.start, booking.end, i18n.language);
  const charged = cancellationCharged(booking, now);
  const price = formatChfAmount(booking.price);

  const askCancel = () =>
    modals.openConfirmModal({
      title: t('my.cancelTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('my.cancelWhat', { course: booking.course.label, when })}</Text>
          <Text size="sm" fw={charged ? 600 : undefined} c={charged ? 'red.8' : undefined}>
            {charged
              ? t('my.cancelCharged', { price })
              : t('my.cancelFree', { until: momentOf(booking.freeCancellationUntil) })}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('my.cancelConfirm'), cancel: t('my.keep') },
      confirmProps: { color: 'red', 'data-testid': 'cancel-booking-confirm' },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () =>
        cancel.mutate(booking.id, {
          onSuccess: (cancelled) =>
            notifications.show({
              color: 'green',
              message:
                cancelled.charged === null
                  ? t('my.cancelled')
                  : t('my.cancelledCharged', { price: formatChfAmount(cancelled.charged) }),
            }),
        }),
    });

  return (
    <Paper withBorder p="sm" data-testid="my-booking">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{booking.course.label}</Text>
          <BookingStateBadge booking={booking} />
        </Group>
        <Text size="sm" data-testid="my-booking-when">
          {when}
        </Text>
        <Text size="sm" c="dimmed">
          {t('my.withPrice', { name: booking.monitor.name, price })}
        </Text>
        {booking.state === 'pending' && booking.confirmBy && (
          <Text size="sm">{t('my.awaitingConfirmation', { until: momentOf(booking.confirmBy) })}</Text>
        )}
        {booking.state === 'awaiting_payment' && booking.holdUntil && (
          <Text size="sm">{t('my.awaitingPayment', { until: momentOf(booking.holdUntil) })}</Text>
        )}
        {booking.charged !== null && (
          <Text size="sm" c="red.8">
            {t('my.charged', { price: formatChfAmount(booking.charged) })}
          </Text>
        )}
        {booking.state !== 'cancelled' && (
          <Group gap="xs">
            {booking.state === 'awaiting_payment' && booking.payment && (
              <Button
                component="a"
                href={booking.payment.redirectUrl}
                size="xs"
                leftSection={<IconCreditCard size={14} aria-hidden />}
              >
                {t('my.pay')}
              </Button>
            )}
            {isCancellable(booking, now) && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} aria-hidden />}
                loading={cancel.isPending && cancel.variables === booking.id}
                onClick={askCancel}
                aria-label={t('my.cancelLabel', { when })}
              >
                {t('my.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
