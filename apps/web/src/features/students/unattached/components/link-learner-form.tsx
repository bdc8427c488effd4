import { learnerLinkInput, type UnattachedLearner } from '@ds/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ApiError } from '@/lib/api-client';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useLinkLearner } from '../api/unattached-learners-api';

const NAMESPACE = 'students-unattached';

/** A refusal's message under the e-mail field: a malformed address (400) or no monitor with it (404). */
function refusalMessages(failure: unknown, t: TFunction): FieldMessages {
  if (failure instanceof ApiError && failure.code === 'unknown_monitor') {
    return { monitorEmail: t('errors.unknown_monitor') };
  }
  return apiFieldMessages(failure, t, NAMESPACE);
}

/**
 * Links a learner to a monitor known by his account's e-mail, in two steps: the address, then a
 * confirmation saying what the link does. A refused address comes back to the first step.
 */
export function LinkLearnerForm({ learner, onDone }: { learner: UnattachedLearner; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [monitorEmail, setMonitorEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FieldMessages>({});
  const link = useLinkLearner();
  const name = `${learner.firstname} ${learner.name}`;

  const check = (event: FormEvent) => {
    event.preventDefault();
    const parsed = learnerLinkInput.safeParse({ monitorEmail: monitorEmail.trim() }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    link.reset();
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      await link.mutateAsync({ id: learner.id, input: { monitorEmail: monitorEmail.trim() } });
    } catch (failure) {
      const messages = refusalMessages(failure, t);
      setErrors(messages);
      if (Object.keys(messages).length > 0) setConfirming(false);
      return;
    }
    notifications.show({ color: 'green', message: t('link.linked', { name, email: monitorEmail.trim() }) });
    onDone();
  };

  if (confirming) {
    return (
      <Stack gap="sm" data-testid="link-learner-confirm">
        <Text style={{ overflowWrap: 'anywhere' }}>{t('link.confirm', { name, email: monitorEmail.trim() })}</Text>
        <ErrorAlert error={link.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('actions.back')}
          </Button>
          <Button onClick={() => void confirm()} loading={link.isPending} leftSection={<IconLink size={16} />}>
            {t('link.submit')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={check} noValidate data-testid="link-learner-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('link.intro')}
        </Text>
        <TextInput
          label={t('link.monitorEmail')}
          description={t('link.hint')}
          type="email"
          name="monitorEmail"
          required
          autoComplete="off"
          value={monitorEmail}
          error={errors.monitorEmail}
          onChange={(event) => {
            setMonitorEmail(event.currentTarget.value);
            setErrors({});
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit">{t('link.next')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
