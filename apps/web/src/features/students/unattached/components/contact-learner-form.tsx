import { LEARNER_MESSAGE_SUBJECT_MAX, learnerMessageInput, type UnattachedLearner } from '@ds/domain';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useMessageLearner } from '../api/unattached-learners-api';

const NAMESPACE = 'students-unattached';

/** The product administrator's e-mail to a learner: a subject and a text, sent as written. */
export function ContactLearnerForm({ learner, onDone }: { learner: UnattachedLearner; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState({ subject: '', text: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const send = useMessageLearner();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = learnerMessageInput.safeParse(values, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync({ id: learner.id, input: parsed.data });
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
      return;
    }
    notifications.show({ color: 'green', message: t('contact.sent', { email: learner.email }) });
    onDone();
  };
  const field = (key: keyof typeof values) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="contact-learner-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('contact.to', { email: learner.email })}
        </Text>
        <TextInput
          label={t('contact.subject')}
          required
          maxLength={LEARNER_MESSAGE_SUBJECT_MAX}
          {...field('subject')}
        />
        <Textarea label={t('contact.text')} required autosize minRows={6} maxRows={14} {...field('text')} />
        {Object.keys(errors).length === 0 && <ErrorAlert error={send.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
            {t('contact.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
