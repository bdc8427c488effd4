import type { SelfBooking } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SelfBooking['state'], string> = {
  awaiting_payment: 'yellow',
  pending: 'orange',
  confirmed: 'teal',
  cancelled: 'gray',
};

/**
 * Where a booking stands; a cancelled one says by whom (or because no confirmation or payment
 * came), as the student or the monitor reading it would say it.
 */
export function BookingStateBadge({ booking, asMonitor = false }: { booking: SelfBooking; asMonitor?: boolean }) {
  const { t } = useTranslation('booking');
  const by = booking.cancelledBy;
  const label =
    booking.state !== 'cancelled' || !by
      ? t(`states.${booking.state}`)
      : asMonitor && (by === 'student' || by === 'monitor')
        ? t(`cancelledByForMonitor.${by}`)
        : t(`cancelledBy.${by}`);
  return (
    <Badge color={COLOURS[booking.state]} variant="light" maw="100%" data-testid="booking-state">
      {label}
    </Badge>
  );
}
