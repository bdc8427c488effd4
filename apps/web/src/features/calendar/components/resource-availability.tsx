import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAvailability } from '../api/booking-options-api';
import { type AppointmentFormValues, toAppointmentCandidate } from '../model/appointment-form-values';

/** Warns, before saving, that a chosen infrastructure or vehicle is booked elsewhere at that time. */
export function ResourceAvailability({
  values,
  appointmentId,
  names,
}: {
  values: AppointmentFormValues;
  appointmentId: string | null;
  /** The label of each chosen infrastructure or vehicle, by id. */
  names: Map<string, string>;
}) {
  const { t } = useTranslation('calendar');
  const candidate = toAppointmentCandidate(values);
  const availability = useAvailability({
    start: candidate.start,
    end: candidate.end,
    allDay: values.allDay,
    infrastructureIds: values.infrastructureIds,
    vehicleIds: values.vehicleIds,
    excludeAppointmentId: appointmentId,
  });
  const busy = [...(availability.data?.busyInfrastructureIds ?? []), ...(availability.data?.busyVehicleIds ?? [])];
  if (!availability.data || availability.data.free || busy.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="resources-busy">
      {t('form.busy', { resources: busy.map((id) => names.get(id) ?? id).join(', ') })}
    </Alert>
  );
}
