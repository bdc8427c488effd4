import {
  type Calendar,
  type ExternalCalendarChoice,
  externalCalendarConnectionInput,
  externalCalendarInput,
  externalCalendarUpdateInput,
} from '@ds/domain';
import { Button, Group, PasswordInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { FormButtons } from '@/components/form-buttons';
import type { FieldMessages } from '@/lib/field-errors';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useDiscoverExternalCalendars, useSaveExternalCalendar } from '../api/calendar-settings-api';
import { LabelColourFields } from './label-colour-fields';

const NAMESPACE = 'calendar-settings';
const DEFAULT_COLOUR = '#868e96';

interface Connection {
  url: string;
  username: string;
  password: string;
}

function ConnectionFields({
  values,
  onChange,
  errors,
  keepPassword,
}: {
  values: Connection;
  onChange: (field: keyof Connection, value: string) => void;
  errors: FieldMessages;
  keepPassword: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <TextInput
        label={t('externalForm.url')}
        name="url"
        type="url"
        placeholder={t('externalForm.urlPlaceholder')}
        required
        value={values.url}
        onChange={(event) => onChange('url', event.currentTarget.value)}
        error={errors.url}
      />
      <TextInput
        label={t('externalForm.username')}
        name="username"
        autoComplete="off"
        required
        value={values.username}
        onChange={(event) => onChange('username', event.currentTarget.value)}
        error={errors.username}
      />
      <PasswordInput
        label={t('externalForm.password')}
        name="password"
        autoComplete="new-password"
        required={!keepPassword}
        description={keepPassword ? t('externalForm.passwordKeep') : undefined}
        value={values.password}
        onChange={(event) => onChange('password', event.currentTarget.value)}
        error={errors.password}
      />
    </>
  );
}

/**
 * Subscribing: the address and credentials are tried first ("Find calendars"), then one of the
 * calendars found is chosen, named and coloured. Nothing is saved until the server connected.
 */
export function SubscribeForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [connection, setConnection] = useState<Connection>({ url: '', username: '', password: '' });
  const [choices, setChoices] = useState<ExternalCalendarChoice[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const fieldMessages = { url: t('errors.url'), colour: t('errors.colour') };

  const choose = (choice: ExternalCalendarChoice | undefined) => {
    setChosen(choice?.url ?? null);
    if (choice) {
      setLabel(choice.label);
      setColour(choice.colour ?? DEFAULT_COLOUR);
    }
  };
  const discovery = useValidatedSave({
    schema: externalCalendarConnectionInput,
    namespace: NAMESPACE,
    mutation: useDiscoverExternalCalendars(),
    id: null,
    fieldMessages,
    onSaved: (found) => {
      setChoices(found);
      choose(found[0]);
    },
  });
  const subscription = useValidatedSave({
    schema: externalCalendarInput,
    namespace: NAMESPACE,
    mutation: useSaveExternalCalendar(),
    id: null,
    fieldMessages,
    onSaved: () => {
      notifications.show({ color: 'green', message: t('externalForm.subscribed') });
      onSaved();
    },
  });
  const errors = { ...discovery.errors, ...subscription.errors };

  const changeConnection = (field: keyof Connection, value: string) => {
    setConnection((current) => ({ ...current, [field]: value }));
    discovery.clearField(field);
    subscription.clearField(field);
    // Other credentials or another address may find other calendars.
    setChoices(null);
    setChosen(null);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choices || !chosen) void discovery.submit(connection);
    else void subscription.submit({ ...connection, url: chosen, label, colour });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="subscribe-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('externalForm.intro')}
        </Text>
        <ConnectionFields values={connection} onChange={changeConnection} errors={errors} keepPassword={false} />
        {choices && (
          <>
            <Radio.Group
              label={t('externalForm.choose')}
              value={chosen}
              onChange={(url) => choose(choices.find((choice) => choice.url === url))}
            >
              <Stack gap={6} mt={4}>
                {choices.map((choice) => (
                  <Radio key={choice.url} value={choice.url} label={choice.label || choice.url} />
                ))}
              </Stack>
            </Radio.Group>
            <LabelColourFields
              label={label}
              colour={colour}
              onLabel={(value) => {
                setLabel(value);
                subscription.clearField('label');
              }}
              onColour={(value) => {
                setColour(value);
                subscription.clearField('colour');
              }}
              errors={errors}
            />
          </>
        )}
        <ErrorAlert error={discovery.failure ?? subscription.failure} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('externalForm.cancel')}
          </Button>
          {choices && chosen ? (
            <Button type="submit" loading={subscription.saving}>
              {t('externalForm.subscribe')}
            </Button>
          ) : (
            <Button type="submit" loading={discovery.saving}>
              {t('externalForm.find')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** A subscription's label, colour, address and credentials; an empty password keeps the stored one. */
export function ExternalCalendarForm({
  calendar,
  onSaved,
  onCancel,
}: {
  calendar: Calendar;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [connection, setConnection] = useState<Connection>({
    url: calendar.external?.url ?? '',
    username: calendar.external?.username ?? '',
    password: '',
  });
  const [label, setLabel] = useState(calendar.label);
  const [colour, setColour] = useState(calendar.colour);
  const { errors, submit, saving, failure, clearField } = useValidatedSave({
    schema: externalCalendarUpdateInput,
    namespace: NAMESPACE,
    mutation: useSaveExternalCalendar(),
    id: calendar.id,
    fieldMessages: { url: t('errors.url'), colour: t('errors.colour') },
    onSaved: () => {
      notifications.show({ color: 'green', message: t('externalForm.saved') });
      onSaved();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ ...connection, label, colour });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="external-calendar-form">
      <Stack gap="sm">
        <LabelColourFields
          label={label}
          colour={colour}
          onLabel={(value) => {
            setLabel(value);
            clearField('label');
          }}
          onColour={(value) => {
            setColour(value);
            clearField('colour');
          }}
          errors={errors}
        />
        <ConnectionFields
          values={connection}
          onChange={(field, value) => {
            setConnection((current) => ({ ...current, [field]: value }));
            clearField(field);
          }}
          errors={errors}
          keepPassword
        />
        <ErrorAlert error={failure} />
        <FormButtons onCancel={onCancel} saving={saving} gap="xs" />
      </Stack>
    </form>
  );
}
