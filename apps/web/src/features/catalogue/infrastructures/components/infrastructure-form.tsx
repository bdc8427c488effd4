import { type Infrastructure, infrastructureInput } from '@ds/domain';
import { Checkbox, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { StreetField } from '@/components/street-field';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReminders } from '../../reminders/api/reminders-api';
import { useInfrastructureTypes, useReadInfrastructure, useSaveInfrastructure } from '../api/infrastructures-api';
import {
  candidateOf,
  EMPTY_INFRASTRUCTURE,
  formValuesOf,
  type InfrastructureFormValues,
} from './infrastructure-form-values';

/** Every field of spec §3 Infrastructure; the access map is uploaded apart, once the record exists. */
export function InfrastructureForm({
  infrastructure,
  onSaved,
}: {
  infrastructure: Infrastructure | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('catalogue-infrastructures');
  const types = useInfrastructureTypes();
  const reminders = useReminders();
  const [values, setValues] = useState<InfrastructureFormValues>(
    infrastructure ? formValuesOf(infrastructure) : EMPTY_INFRASTRUCTURE,
  );
  const readInfrastructure = useReadInfrastructure();
  const opened = useOpenedRecord(infrastructure, {
    read: () => readInfrastructure(infrastructure?.id ?? ''),
    restart: (fresh) => setValues(formValuesOf(fresh)),
  });
  const { errors, submit, saving, failure, reset } = useValidatedSave({
    schema: infrastructureInput,
    namespace: 'catalogue-infrastructures',
    mutation: useSaveInfrastructure(),
    id: infrastructure?.id ?? null,
    version: opened.version,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('infrastructures.saved') });
      onSaved();
    },
  });

  const set = <Field extends keyof InfrastructureFormValues>(field: Field, value: InfrastructureFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: 'name' | 'postcode' | 'city' | 'adminEmail' | 'adminMobile') => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
    error: errors[field],
  });
  const remindersOf = (channel: 'email' | 'sms') =>
    (reminders.data ?? [])
      .filter((reminder) => reminder.channels.includes(channel))
      .map((reminder) => ({ value: reminder.id, label: reminder.name }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(candidateOf(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('infrastructures.name')} name="name" required {...text('name')} />
        <Select
          label={t('infrastructures.type')}
          data={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          value={values.typeId}
          onChange={(typeId) => set('typeId', typeId)}
          error={errors.typeId}
          description={types.data?.length === 0 ? t('infrastructures.noTypes') : undefined}
          clearable
        />
        <StreetField
          value={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          labels={{ street: t('infrastructures.street'), houseNumber: t('infrastructures.houseNumber') }}
          errors={{ street: errors.street, houseNumber: errors.houseNumber }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('infrastructures.postcode')} name="postcode" {...text('postcode')} />
          <TextInput label={t('infrastructures.city')} name="city" {...text('city')} />
        </SimpleGrid>
        <ChfInput
          label={t('infrastructures.price')}
          description={t('infrastructures.priceHint')}
          name="price"
          value={values.price}
          onChange={(price) => set('price', price)}
          error={errors.price}
          min={0}
        />
        <Checkbox
          label={t('infrastructures.autoInvoice')}
          checked={values.autoInvoice}
          onChange={(event) => set('autoInvoice', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('infrastructures.adminEmail')} name="adminEmail" type="email" {...text('adminEmail')} />
          <TextInput
            label={t('infrastructures.adminMobile')}
            name="adminMobile"
            type="tel"
            placeholder="079 123 45 67"
            {...text('adminMobile')}
          />
        </SimpleGrid>
        <Switch
          label={t('infrastructures.emailWhenInUse')}
          checked={values.emailWhenInUse}
          onChange={(event) => set('emailWhenInUse', event.currentTarget.checked)}
        />
        <Switch
          label={t('infrastructures.smsWhenInUse')}
          checked={values.smsWhenInUse}
          onChange={(event) => set('smsWhenInUse', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('infrastructures.emailReminder')}
            data={remindersOf('email')}
            value={values.emailReminderId}
            onChange={(id) => set('emailReminderId', id)}
            error={errors.emailReminderId}
            clearable
          />
          <Select
            label={t('infrastructures.smsReminder')}
            data={remindersOf('sms')}
            value={values.smsReminderId}
            onChange={(id) => set('smsReminderId', id)}
            error={errors.smsReminderId}
            clearable
          />
        </SimpleGrid>
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
