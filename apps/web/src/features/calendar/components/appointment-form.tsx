import {
  type Appointment,
  appointmentCreateInput,
  appointmentUpdateInput,
  type Calendar,
  type SeriesScope,
} from '@ds/domain';
import { Button, Checkbox, ColorInput, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { FormButtons } from '@/components/form-buttons';
import { ApiError } from '@/lib/api-client';
import type { FieldMessages } from '@/lib/field-errors';
import { useValidatedSave } from '@/lib/use-validated-save';
import { type AppointmentCandidate, useSaveAppointment } from '../api/appointments-api';
import {
  type AppointmentFormValues,
  repeatWeeklyUntilOf,
  toAppointmentCandidate,
  unreadableSlotFields,
} from '../model/appointment-form-values';
import { canWrite } from '../model/calendar-events';
import { errorOf } from '../model/form-field-errors';
import { useConfirmDeleteAppointment } from '../model/use-delete-appointment';
import { AppointmentBookingFields } from './appointment-booking-fields';
import { AppointmentRepeatFields } from './appointment-repeat-fields';
import { AppointmentWhenFields } from './appointment-when-fields';
import { LocationField } from './location-field';

const STICKY_ACTIONS = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  paddingBlock: 'var(--mantine-spacing-xs)',
} as const;

/** Wording the schema cannot give: a date or time that cannot be read. */
function clientMessages(values: AppointmentFormValues, t: (key: string) => string): FieldMessages {
  const messages: FieldMessages = {};
  for (const field of unreadableSlotFields(values)) messages[field] = t('errors.dateTimeFormat');
  if (repeatWeeklyUntilOf(values) === '') messages.repeatWeeklyUntil = t('errors.dateFormat');
  return messages;
}

/**
 * Every field of an appointment (spec §3 Appointment), checked with the schema the server uses;
 * `appointment` null books a new one, otherwise it is changed with the version it was read at.
 */
export function AppointmentForm({
  appointment,
  initialValues,
  calendars,
  onSaved,
  onDeleted,
  onCancel,
  onStale,
  onCopy,
}: {
  appointment: Appointment | null;
  initialValues: AppointmentFormValues;
  calendars: Calendar[];
  onSaved: (appointment: Appointment) => void;
  onDeleted: () => void;
  onCancel: () => void;
  /** Someone changed the appointment meanwhile: read it again. */
  onStale: () => void;
  /** Copy the appointment to another date instead. */
  onCopy?: () => void;
}) {
  const { t } = useTranslation('calendar');
  const [values, setValues] = useState(initialValues);
  const [scope, setScope] = useState<SeriesScope>('occurrence');
  const mutation = useSaveAppointment();
  const schema = (appointment ? appointmentUpdateInput : appointmentCreateInput) as z.ZodType<AppointmentCandidate>;
  const { errors, submit, clearField, saving, failure } = useValidatedSave({
    schema,
    namespace: 'calendar',
    mutation,
    id: appointment?.id ?? null,
    onSaved,
    fieldMessages: clientMessages(values, t),
  });
  const deletion = useConfirmDeleteAppointment(onDeleted);
  const stale = failure instanceof ApiError && failure.code === 'stale_version';
  const monitorBusy = failure instanceof ApiError && failure.code === 'monitor_busy';

  const change = (patch: Partial<AppointmentFormValues>) => {
    for (const field of Object.keys(patch)) {
      if (/^(start|end)/.test(field) || field === 'allDay') {
        clearField('start');
        clearField('end');
      } else if (/^repeat/.test(field)) clearField('repeatWeeklyUntil');
      else clearField(field);
    }
    setValues((current) => ({ ...current, ...patch }));
  };

  const save = (toSave: AppointmentFormValues) => {
    const candidate = toAppointmentCandidate(toSave);
    void submit(
      appointment
        ? { ...candidate, version: appointment.version, scope }
        : { ...candidate, repeatWeeklyUntil: repeatWeeklyUntilOf(toSave) },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save(values);
  };
  /** The user confirms the overlap the server named: booked as intended, with the box ticked. */
  const keepOverlap = () => {
    const confirmed = { ...values, allowOverlap: true };
    setValues(confirmed);
    save(confirmed);
  };

  // A new lesson (its course preset, its student still to choose) opens on the student; anything else on the title.
  const studentFirst = appointment === null && initialValues.courseId !== null && initialValues.studentIds.length === 0;
  const writable = calendars.filter(canWrite);
  const calendarData = writable.map((calendar) => ({
    value: calendar.id,
    label:
      calendar.access === 'owner'
        ? calendar.label
        : `${calendar.label} (${calendar.owner.firstname} ${calendar.owner.name})`,
  }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(appointment ? 'form.editTitle' : 'form.newTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('form.title')}
          value={values.title}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={errors.title}
          data-autofocus={studentFirst ? undefined : true}
        />
        <Select
          label={t('form.calendar')}
          data={calendarData}
          value={values.calendarId}
          onChange={(calendarId) => change({ calendarId })}
          allowDeselect={false}
          error={errorOf(errors, 'calendarId')}
        />
        <AppointmentWhenFields values={values} errors={errors} onChange={change} />
        <AppointmentRepeatFields
          appointment={appointment}
          values={values}
          scope={scope}
          errors={errors}
          onChange={change}
          onScopeChange={setScope}
        />
        <AppointmentBookingFields
          values={values}
          errors={errors}
          appointment={appointment}
          onChange={change}
          studentFirst={studentFirst}
        />
        <LocationField value={values.location} error={errors.location} onChange={(location) => change({ location })} />
        <ColorInput
          label={t('form.colour')}
          description={t('form.colourHint')}
          format="hex"
          value={values.colour}
          onChange={(colour) => change({ colour })}
          error={errors.colour}
        />
        <Textarea
          label={t('form.description')}
          value={values.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          autosize
          minRows={2}
          error={errors.description}
        />
        <Checkbox
          label={t('form.paid')}
          checked={values.paid}
          onChange={(event) => change({ paid: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('form.allowOverlap')}
          description={t('form.allowOverlapHint')}
          checked={values.allowOverlap}
          onChange={(event) => change({ allowOverlap: event.currentTarget.checked })}
        />
        <ErrorAlert error={failure ?? deletion.mutation.error}>
          {monitorBusy && (
            <Button variant="white" color="red" size="xs" mt="xs" onClick={keepOverlap} loading={saving}>
              {t('form.keepOverlap')}
            </Button>
          )}
          {stale && (
            <Button variant="white" color="red" size="xs" mt="xs" onClick={onStale}>
              {t('form.reload')}
            </Button>
          )}
        </ErrorAlert>
        {/* Save stays in reach at the foot of the scrolling dialog (full screen on a phone). */}
        <Group justify="space-between" style={STICKY_ACTIONS}>
          {appointment ? (
            <Group gap="xs">
              <Button variant="subtle" color="red" onClick={() => deletion.confirm(appointment)}>
                {t('delete.action')}
              </Button>
              {onCopy && (
                <Button variant="subtle" onClick={onCopy}>
                  {t('copy.action')}
                </Button>
              )}
            </Group>
          ) : (
            <span />
          )}
          <FormButtons onCancel={onCancel} saving={saving} gap="sm" />
        </Group>
      </Stack>
    </form>
  );
}
