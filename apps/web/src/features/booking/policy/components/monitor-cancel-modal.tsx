import { monitorCancellationInput, type SelfBooking } from '@ds/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { lessonWhen } from '../../model/booking-when';
import { useMonitorCancelBooking } from '../api/booking-policy-api';

const NAMESPACE = 'booking-policy';

/** The monitor cancels a student's booking, with a message the student receives with the news. */
export function MonitorCancelModal({ booking, onClose }: { booking: SelfBooking | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={t('bookings.cancelTitle')}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {booking && <CancelForm key={booking.id} booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ booking, onClose }: { booking: SelfBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const cancel = useMonitorCancelBooking();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = monitorCancellationInput.safeParse({ message }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    try {
      await cancel.mutateAsync({ id: booking.id, message: parsed.data.message });
      notifications.show({ color: 'green', message: t('bookings.cancelled', { name: booking.student.name }) });
      onClose();
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="monitor-cancel-form">
      <Stack gap="sm">
        <Text size="sm">
          {t('bookings.cancelText', {
            name: booking.student.name,
            course: booking.course.label,
            when: lessonWhen(booking.start, booking.end, i18n.language),
          })}
        </Text>
        <Textarea
          label={t('bookings.message')}
          description={t('bookings.messageHint')}
          autosize
          minRows={3}
          maxLength={500}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setErrors({});
          }}
          error={errors.message}
        />
        {Object.keys(errors).length === 0 && <ErrorAlert error={cancel.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('bookings.keep')}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('bookings.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
