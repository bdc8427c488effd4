import { type CardRegistrationInput, cardRegistrationInput } from '@ds/domain';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useStartCardRegistration } from '../api/payments-api';

const NAMESPACE = 'commerce-payments';

/**
 * A new card (spec §3 Credit card: a name, shared with employees or not): the browser then goes
 * to the card provider's page, where the number is typed; it never reaches our server.
 */
export function CardRegistrationForm() {
  const { t } = useTranslation(NAMESPACE);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const start = useStartCardRegistration();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cardRegistrationInput.safeParse({ name, shared } satisfies CardRegistrationInput);
    if (!parsed.success) {
      start.reset();
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    try {
      window.location.assign((await start.mutateAsync(parsed.data)).redirectUrl);
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="card-registration-form">
      <Stack gap="sm">
        <TextInput
          label={t('register.name')}
          description={t('register.nameHint')}
          name="name"
          required
          maxLength={60}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _cleared, ...others }) => others);
          }}
          error={errors.name}
        />
        <Checkbox
          name="shared"
          label={t('register.shared')}
          checked={shared}
          onChange={(event) => setShared(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed">
          {t('register.privacy')}
        </Text>
        {Object.keys(errors).length === 0 && <ErrorAlert error={start.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending} data-testid="card-registration-submit">
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
