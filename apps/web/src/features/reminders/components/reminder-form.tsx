import { REMINDER_CHANNELS, type Reminder, reminderInput } from '@ds/domain';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '../../../lib/field-errors';
import { useSaveReminder } from '../api/reminders-api';
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

function fromReminder({ id: _id, ...form }: Reminder): Form {
  return form;
}

/** Creates or edits a reminder template; validated by the domain schema before it is sent. */
export function ReminderForm({ reminder, onSaved }: { reminder: Reminder | null; onSaved: () => void }) {
  const { t } = useTranslation('reminders');
  const save = useSaveReminder();
  const [form, setForm] = useState<Form>(reminder ? fromReminder(reminder) : NEW_TEMPLATE);
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const errors = { ...clientErrors, ...apiFieldMessages(save.error, t, 'reminders') };
  const set = <Field extends keyof Form>(field: Field, value: Form[Field]) => setForm({ ...form, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderInput.safeParse({
      ...form,
      daysBefore: typeof form.daysBefore === 'number' ? form.daysBefore : Number.NaN,
    });
    if (!parsed.success) {
      const messages = issuesToMessages(parsed.error.issues, t, 'reminders');
      // No channel is a too_small issue, whose generic wording ("at least 1") says too little here.
      if (messages.channels) messages.channels = t('errors.channels');
      setClientErrors(messages);
      return;
    }
    setClientErrors({});
    save.mutate(
      { id: reminder?.id ?? null, input: parsed.data },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('form.saved', { name: saved.name }) });
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
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
        {Object.keys(errors).length === 0 && <ErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
