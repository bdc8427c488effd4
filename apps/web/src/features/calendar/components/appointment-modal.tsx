import type { Calendar } from '@ds/domain';
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { MarkPaidButton } from '@/components/mark-paid-button';
import { useAppointment, useMarkPaid } from '../api/appointments-api';
import { type AppointmentDraft, formValuesOfAppointment, formValuesOfDraft } from '../model/appointment-form-values';
import { appointmentTitle, canChange, canWrite } from '../model/calendar-events';
import { AppointmentCopy } from './appointment-copy';
import { AppointmentDetail } from './appointment-detail';
import { AppointmentForm } from './appointment-form';

/** What the dialog shows: a new appointment on a chosen slot, or an existing one (its form, or read-only). */
export type AppointmentTarget =
  | { kind: 'new'; draft: AppointmentDraft }
  | { kind: 'existing'; id: string; edit: boolean };

interface Handlers {
  calendars: Calendar[];
  /** Why the user may not book, change, copy or delete (an employee's right is off); null when he may. */
  withheld: string | null;
  onClose: () => void;
  /** After a save or a deletion: the calendar reads its range again. */
  onChanged: () => void;
}

function ExistingAppointment({
  id,
  edit,
  calendars,
  withheld,
  onClose,
  onChanged,
}: { id: string; edit: boolean } & Handlers) {
  const { t } = useTranslation('calendar');
  const query = useAppointment(id);
  const markPaid = useMarkPaid();
  const [editing, setEditing] = useState(edit);
  const [copying, setCopying] = useState(false);
  if (query.isPending) return <Loader />;
  if (!query.data) return <ErrorAlert error={query.error} />;
  const appointment = query.data;
  const calendar = calendars.find((entry) => entry.id === appointment.calendarId);
  const changeable = canChange(calendar, withheld === null);
  if (editing && changeable) {
    return (
      <AppointmentForm
        key={`${appointment.id}-${appointment.version}`}
        appointment={appointment}
        initialValues={formValuesOfAppointment(appointment)}
        calendars={calendars}
        onSaved={() => {
          onChanged();
          onClose();
        }}
        onDeleted={() => {
          onChanged();
          onClose();
        }}
        onCancel={onClose}
        onStale={() => void query.refetch()}
        onCopy={() => {
          setEditing(false);
          setCopying(true);
        }}
      />
    );
  }
  return (
    <Stack>
      <AppointmentDetail appointment={appointment} />
      {withheld && (
        <Alert variant="light" color="gray" p="xs" data-testid="appointment-booking-withheld">
          {withheld}
        </Alert>
      )}
      <ErrorAlert error={markPaid.error} />
      {copying && (
        <AppointmentCopy
          appointment={appointment}
          onCopied={() => {
            onChanged();
            onClose();
          }}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('form.close')}
        </Button>
        {/* Marking paid needs no right to create sessions: an employee settles what he reads and may write. */}
        {canWrite(calendar) && !appointment.paid && !markPaid.isPending && (
          <MarkPaidButton
            label={t('markPaidOf', { title: appointmentTitle(appointment, t('untitled')) })}
            onClick={() => markPaid.mutate(appointment.id, { onSuccess: () => onChanged() })}
          />
        )}
        {!copying && !withheld && (
          <Button variant="light" onClick={() => setCopying(true)}>
            {t('copy.action')}
          </Button>
        )}
        {changeable && <Button onClick={() => setEditing(true)}>{t('form.edit')}</Button>}
      </Group>
    </Stack>
  );
}

/** The appointment dialog, full-screen on phones. */
export function AppointmentModal({ target, ...handlers }: { target: AppointmentTarget | null } & Handlers) {
  const { t } = useTranslation('calendar');
  const phone = useMediaQuery('(max-width: 48em)');
  const title = target?.kind === 'new' ? t('form.newTitle') : target?.edit ? t('form.editTitle') : t('form.viewTitle');
  return (
    <Modal
      opened={target !== null}
      onClose={handlers.onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {target?.kind === 'new' && (
        <AppointmentForm
          appointment={null}
          initialValues={formValuesOfDraft(target.draft)}
          calendars={handlers.calendars}
          onSaved={() => {
            handlers.onChanged();
            handlers.onClose();
          }}
          onDeleted={handlers.onClose}
          onCancel={handlers.onClose}
          onStale={handlers.onClose}
        />
      )}
      {target?.kind === 'existing' && (
        <ExistingAppointment key={target.id} id={target.id} edit={target.edit} {...handlers} />
      )}
    </Modal>
  );
}
