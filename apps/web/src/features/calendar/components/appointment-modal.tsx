import type { Calendar } from '@ds/domain';
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useAppointment } from '../api/appointments-api';
import { type AppointmentDraft, formValuesOfAppointment, formValuesOfDraft } from '../model/appointment-form-values';
import { canWrite } from '../model/calendar-events';
import { AppointmentCopy } from './appointment-copy';
import { AppointmentDetail } from './appointment-detail';
import { AppointmentForm } from './appointment-form';

/** What the dialog shows: a new appointment on a chosen slot, or an existing one (its form, or read-only). */
export type AppointmentTarget =
  | { kind: 'new'; draft: AppointmentDraft }
  | { kind: 'existing'; id: string; edit: boolean };

interface Handlers {
  calendars: Calendar[];
  onClose: () => void;
  /** After a save or a deletion: the calendar reads its range again. */
  onChanged: () => void;
}

function ExistingAppointment({ id, edit, calendars, onClose, onChanged }: { id: string; edit: boolean } & Handlers) {
  const { t } = useTranslation('calendar');
  const query = useAppointment(id);
  const [editing, setEditing] = useState(edit);
  const [copying, setCopying] = useState(false);
  if (query.isPending) return <Loader />;
  if (!query.data) return <ErrorAlert error={query.error} />;
  const appointment = query.data;
  const writable = canWrite(calendars.find((calendar) => calendar.id === appointment.calendarId));
  if (editing && writable) {
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
        {!copying && (
          <Button variant="light" onClick={() => setCopying(true)}>
            {t('copy.action')}
          </Button>
        )}
        {writable && <Button onClick={() => setEditing(true)}>{t('form.edit')}</Button>}
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
