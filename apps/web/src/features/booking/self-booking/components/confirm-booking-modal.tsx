import { freeCancellationEnd, type SelfBooking, UNCONFIRMED_BOOKING_HOURS } from '@ds/domain';
import { Button, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { formatChfAmount } from '@/lib/format-chf';
import { lessonWhen, momentOf } from '../../model/booking-when';
import { useBookSlot } from '../api/self-booking-api';
import type { ResolvedChoice } from '../model/booking-choice';
import { nextSlotsOf } from '../model/booking-terms';
import type { BookingSlot } from '../model/slot-days';

/**
 * The question before booking a slot: what, when, the price and the terms. Booked, a course paid
 * at booking sends the browser to the card payment; a slot someone took meanwhile is said, with
 * the next free ones to choose from instead.
 */
export function ConfirmBookingModal({
  choice,
  slot,
  onSlot,
  onClose,
  onBooked,
}: {
  choice: ResolvedChoice;
  slot: BookingSlot | null;
  onSlot: (slot: BookingSlot) => void;
  onClose: () => void;
  onBooked: (booking: SelfBooking) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const phone = useMediaQuery('(max-width: 48em)');
  const book = useBookSlot();
  const nextSlots = nextSlotsOf(book.error);
  const close = () => {
    book.reset();
    onClose();
  };
  const confirm = (chosen: BookingSlot) =>
    book.mutate(
      {
        monitorId: choice.monitor.monitorId,
        courseId: choice.course.id,
        start: chosen.start,
        lengthMinutes: choice.lengthMinutes,
      },
      {
        onSuccess: (booking) => {
          if (booking.payment) window.location.assign(booking.payment.redirectUrl);
          else onBooked(booking);
        },
      },
    );
  const until = slot && freeCancellationEnd(new Date(slot.start), choice.monitor.freeCancellationHours);
  const pick = (next: BookingSlot) => {
    book.reset();
    onSlot(next);
  };
  return (
    <Modal
      opened={slot !== null}
      onClose={close}
      title={t('confirm.title')}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {slot && until && (
        <Stack gap="sm" data-testid="booking-confirm">
          <Text fw={600}>{choice.course.label}</Text>
          <Text data-testid="booking-confirm-when">{lessonWhen(slot.start, slot.end, i18n.language)}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('confirm.with', { name: choice.monitor.name })}</List.Item>
            <List.Item>{t('confirm.price', { price: formatChfAmount(choice.price) })}</List.Item>
            <List.Item>
              {until > new Date()
                ? t('confirm.freeCancellation', { until: momentOf(until) })
                : t('confirm.chargedCancellation', { hours: choice.monitor.freeCancellationHours })}
            </List.Item>
            {choice.monitor.requireConfirmation && (
              <List.Item>{t('confirm.needsConfirmation', { hours: UNCONFIRMED_BOOKING_HOURS })}</List.Item>
            )}
            {choice.course.payAtBooking && <List.Item>{t('confirm.payNow')}</List.Item>}
          </List>
          <ErrorAlert error={book.error}>
            {nextSlots && (
              <Stack gap="xs" mt="xs">
                <Text size="sm">{nextSlots.length > 0 ? t('confirm.nextSlots') : t('confirm.noNextSlot')}</Text>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {nextSlots.map((next) => (
                    <Button key={next.start} variant="white" color="red" onClick={() => pick(next)}>
                      {lessonWhen(next.start, next.end, i18n.language)}
                    </Button>
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </ErrorAlert>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('confirm.back')}
            </Button>
            {!nextSlots && (
              <Button onClick={() => confirm(slot)} loading={book.isPending} data-testid="booking-confirm-button">
                {choice.course.payAtBooking ? t('confirm.bookAndPay') : t('confirm.book')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
