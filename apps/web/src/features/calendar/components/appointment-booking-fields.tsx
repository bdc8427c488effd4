import type { Appointment } from '@ds/domain';
import { MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import type { FieldMessages } from '@/lib/field-errors';
import { formatChfAmount } from '@/lib/format-chf';
import { useBookableCourses, useInfrastructureOptions, useVehicleOptions } from '../api/booking-options-api';
import type { AppointmentFormValues } from '../model/appointment-form-values';
import { errorOf } from '../model/form-field-errors';
import { ResourceAvailability } from './resource-availability';
import { StudentPicker } from './student-picker';

/** A value shown even when it is no longer among the options (a disabled course, a removed vehicle). */
function withCurrent(options: { value: string; label: string }[], current: { value: string; label: string }[]) {
  const missing = current.filter((entry) => !options.some((option) => option.value === entry.value));
  return [...options, ...missing];
}

/** What the appointment books: course, students, infrastructures and vehicles. */
export function AppointmentBookingFields({
  values,
  errors,
  appointment,
  onChange,
  studentFirst = false,
}: {
  values: AppointmentFormValues;
  errors: FieldMessages;
  appointment: Appointment | null;
  onChange: (patch: Partial<AppointmentFormValues>) => void;
  /** A new lesson: the dialog opens on the student field, ready for the name. */
  studentFirst?: boolean;
}) {
  const { t } = useTranslation('calendar');
  const courses = useBookableCourses();
  const infrastructures = useInfrastructureOptions();
  const vehicles = useVehicleOptions();

  const courseData = withCurrent(
    (courses.data ?? []).map((course) => ({ value: course.id, label: `${course.label} (${course.abbreviation})` })),
    appointment?.course ? [{ value: appointment.course.id, label: appointment.course.label }] : [],
  );
  const infrastructureData = withCurrent(
    (infrastructures.data ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
    (appointment?.infrastructures ?? []).map((entry) => ({ value: entry.id, label: entry.name })),
  );
  const vehicleLabel = (vehicle: { plate: string; label: string }) =>
    vehicle.label ? `${vehicle.plate} – ${vehicle.label}` : vehicle.plate;
  const vehicleData = withCurrent(
    (vehicles.data ?? []).map((entry) => ({ value: entry.id, label: vehicleLabel(entry) })),
    (appointment?.vehicles ?? []).map((entry) => ({ value: entry.id, label: vehicleLabel(entry) })),
  );

  return (
    <>
      <Select
        label={t('form.course')}
        placeholder={t('form.noCourse')}
        data={courseData}
        value={values.courseId}
        onChange={(courseId) => onChange({ courseId })}
        searchable
        clearable
        error={errorOf(errors, 'courseId')}
      />
      <ChfInput
        label={t('form.price')}
        description={
          appointment && !appointment.priceOverridden && appointment.price !== null
            ? t('form.priceFollowsCourseNow', { price: formatChfAmount(appointment.price) })
            : t('form.priceFollowsCourse')
        }
        value={values.price ?? Number.NaN}
        onChange={(price) => onChange({ price: Number.isNaN(price) ? null : price })}
        min={0}
        error={errorOf(errors, 'price')}
        data-testid="appointment-price"
      />
      <StudentPicker
        value={values.studentIds}
        initial={values.knownStudents}
        error={errorOf(errors, 'studentIds')}
        onChange={(studentIds) => onChange({ studentIds })}
        autoFocus={studentFirst}
      />
      <MultiSelect
        label={t('form.infrastructures')}
        data={infrastructureData}
        value={values.infrastructureIds}
        onChange={(infrastructureIds) => onChange({ infrastructureIds })}
        searchable
        clearable
        error={errorOf(errors, 'infrastructureIds')}
      />
      <MultiSelect
        label={t('form.vehicles')}
        data={vehicleData}
        value={values.vehicleIds}
        onChange={(vehicleIds) => onChange({ vehicleIds })}
        searchable
        clearable
        error={errorOf(errors, 'vehicleIds')}
      />
      <ResourceAvailability
        values={values}
        appointmentId={appointment?.id ?? null}
        names={new Map([...infrastructureData, ...vehicleData].map((entry) => [entry.value, entry.label]))}
      />
    </>
  );
}
