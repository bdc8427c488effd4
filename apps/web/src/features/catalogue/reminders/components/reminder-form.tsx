import { REMINDER_CHANNELS, type Reminder, reminderInput } from '@ds/domain';
import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadReminder, useSaveReminder } from '../api/reminders-api';
import { TemplatePreview } from './template-preview';
import { TemplateTextField } from './template-text-field';

type Channel = Reminder['channels'][number];

interface Form {
  name: string;
  text: string;
  channels: Channel[];
  daysBefore: number | string;
  isDefault: boolean;
}

const NEW_TEMPLATE: Form = { name: '', text: '', channels: ['sms'], daysBefore: 1, isDefault: false };

function fromReminder({ id: _id, version: _version, ...form }: Reminder): Form {
  return form;
}

/** Creates or edits a reminder template; validated by the domain schema before it is sent. */
export function ReminderForm({ reminder, onSaved }: { reminder: Reminder | null; onSaved: () => void }) {
  const { t } = useTranslation('catalogue-reminders');
  const [form, setForm] = useState<Form>(reminder ? fromReminder(reminder) : NEW_TEMPLATE);
  const set = <Field extends keyof Form>(field: Field, value: Form[Field]) => setForm({ ...form, [field]: value });
  const readReminder = useReadReminder();
  const opened = useOpenedRecord(reminder, {
    read: () => readReminder(reminder?.id ?? ''),
    restart: (fresh) => setForm(fromReminder(fresh)),
  });
  const { errors, submit, saving, failure, reset } = useValidatedSave({
    schema: reminderInput,
    namespace: 'catalogue-reminders',
    mutation: useSaveReminder(),
    id: reminder?.id ?? null,
    version: opened.version,
    // No channel is a too_small issue, whose generic wording ("at least 1") says too little here.
    fieldMessages: { channels: t('errors.channels') },
    onSaved: (saved) => {
      notifications.show({ color: 'green', message: t('form.saved', { name: saved.name }) });
      onSaved();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...form, daysBefore: typeof form.daysBefore === 'number' ? form.daysBefore : Number.NaN });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          name="name"
          value={form.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Checkbox.Group
            label={t('form.channels')}
            value={form.channels}
            onChange={(value) => set('channels', value)}
            error={errors.channels}
            required
          >
            <Group mt="xs">
              {REMINDER_CHANNELS.map((channel) => (
                <Checkbox key={channel} value={channel} label={t(`channels.${channel}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <NumberInput
            label={t('form.daysBefore')}
            name="days-before"
            value={form.daysBefore}
            onChange={(value) => set('daysBefore', value)}
            error={errors.daysBefore}
            min={0}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            required
          />
        </SimpleGrid>
        <Switch
          label={t('form.isDefault')}
          checked={form.isDefault}
          onChange={(event) => set('isDefault', event.currentTarget.checked)}
        />
        <TemplateTextField value={form.text} onChange={(text) => set('text', text)} error={errors.text} />
        <TemplatePreview text={form.text} withSms={form.channels.includes('sms')} />
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} />
      </Stack>
    </form>
  );
}
