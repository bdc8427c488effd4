import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { useMoveAppointment } from '../api/appointments-api';
import type { CalendarMove } from '../components/calendar-view';
import { movedAppointment } from './appointment-form-values';

/** A drag or resize in the calendar: saved with the version the event was read at, undone on any refusal. */
export function useMoveHandler(onMoved: () => void) {
  const { t } = useTranslation('calendar');
  const mutation = useMoveAppointment();
  return async ({ appointment, start, end, allDay, revert }: CalendarMove) => {
    try {
      await mutation.mutateAsync({ id: appointment.id, input: movedAppointment(appointment, { start, end, allDay }) });
      notifications.show({ color: 'green', message: t('move.done') });
    } catch (error) {
      revert();
      const message = error instanceof ApiError ? translateApiError(error, t) : t('errors:codes.internal');
      notifications.show({ color: 'red', title: t('move.failed'), message });
    } finally {
      // The events carry their version: read the range again so the next drag sends the new one.
      onMoved();
    }
  };
}
