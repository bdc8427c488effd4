import { LICENCE_CATEGORIES, TRANSMISSIONS, type Vehicle, vehicleInput } from '@ds/domain';
import { Group, Radio, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadVehicle, useSaveVehicle } from '../api/infrastructures-api';

type VehicleFormValues = Omit<Vehicle, 'id' | 'version' | 'category'> & { category: Vehicle['category'] | null };

const EMPTY_VEHICLE: VehicleFormValues = { plate: '', label: '', category: 'B', transmission: 'manual', active: true };

function valuesOf(vehicle: Vehicle | null): VehicleFormValues {
  if (!vehicle) return EMPTY_VEHICLE;
  const { id: _id, version: _version, ...values } = vehicle;
  return values;
}

/** A vehicle: Swiss plate, label, licence category, transmission and whether it is in use. */
export function VehicleForm({ vehicle, onSaved }: { vehicle: Vehicle | null; onSaved: () => void }) {
  const { t } = useTranslation('catalogue-infrastructures');
  const [values, setValues] = useState<VehicleFormValues>(() => valuesOf(vehicle));
  const readVehicle = useReadVehicle();
  const opened = useOpenedRecord(vehicle, {
    read: () => readVehicle(vehicle?.id ?? ''),
    restart: (fresh) => setValues(valuesOf(fresh)),
  });
  const set = <Field extends keyof VehicleFormValues>(field: Field, value: VehicleFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const { errors, submit, saving, failure, reset } = useValidatedSave({
    schema: vehicleInput,
    namespace: 'catalogue-infrastructures',
    mutation: useSaveVehicle(),
    id: vehicle?.id ?? null,
    version: opened.version,
    // The plate pattern fails as a generic format issue: name the expected shape instead.
    fieldMessages: { plate: t('errors.plate') },
    onSaved: () => {
      notifications.show({ color: 'green', message: t('vehicles.saved') });
      onSaved();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('vehicles.plate')}
            name="plate"
            placeholder="VD 123456"
            required
            value={values.plate}
            onChange={(event) => set('plate', event.currentTarget.value)}
            error={errors.plate}
          />
          <TextInput
            label={t('vehicles.label')}
            name="label"
            value={values.label}
            onChange={(event) => set('label', event.currentTarget.value)}
            error={errors.label}
          />
        </SimpleGrid>
        <Select
          label={t('vehicles.category')}
          data={[...LICENCE_CATEGORIES]}
          value={values.category}
          onChange={(category) => set('category', category as VehicleFormValues['category'])}
          error={errors.category}
          required
        />
        <Radio.Group
          label={t('vehicles.transmission')}
          value={values.transmission}
          onChange={(transmission) => set('transmission', transmission as VehicleFormValues['transmission'])}
          error={errors.transmission}
        >
          <Group mt="xs">
            {TRANSMISSIONS.map((transmission) => (
              <Radio key={transmission} value={transmission} label={t(`vehicles.transmissions.${transmission}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label={t('vehicles.active')}
          checked={values.active}
          onChange={(event) => set('active', event.currentTarget.checked)}
        />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
