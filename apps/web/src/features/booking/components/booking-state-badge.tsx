import type { SelfBooking } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SelfBooking['state'], string> = {
  awaiting_payment: 'yellow',
  pending: 'orange',
  confirmed: 'teal',
  cancelled: 'gray',
};

/** Where a booking stands; a cancelled one says by whom (or because no confirmation or payment came). */
export function BookingStateBadge({ booking }: { booking: SelfBooking }) {
  const { t } = useTranslation('booking');
  const label =
    booking.state === 'cancelled' && booking.cancelledBy
      ? t(`cancelledBy.${booking.cancelledBy}`)
      : t(`states.${booking.state}`);
  return (
    <Badge color={COLOURS[booking.state]} variant="light" maw="100%" data-testid="booking-state">
      {label}
    </Badge>
  );
}
