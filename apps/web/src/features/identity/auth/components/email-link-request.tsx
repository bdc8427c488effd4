import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { emailProblem } from '../email-problem';

interface EmailLinkRequestProps {
  /** The public route that e-mails the link to the address (the same answer for an unknown one). */
  endpoint: string;
  submitLabel: string;
  /** What the page says once sent, naming the address. */
  sentText: (email: string) => string;
  sentTestId: string;
  /** Shown above the address field. */
  intro?: ReactNode;
  /** Shown under the button. */
  footer?: ReactNode;
}

/** An e-mail address, then a link sent to it: a password reset, a new confirmation link. */
export function EmailLinkRequest({
  endpoint,
  submitLabel,
  sentText,
  sentTestId,
  intro,
  footer,
}: EmailLinkRequestProps) {
  const { t } = useTranslation('identity-auth');
  const [username, setUsername] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const problem = emailProblem(username);
  const { run, busy, error } = useAction(async () => {
    await api(endpoint, { method: 'POST', body: { username } });
    setSent(true);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) void run();
  };

  if (sent)
    return (
      <Alert data-testid={sentTestId} color="green">
        {sentText(username)}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {intro}
        <TextInput
          label={t('fields.username')}
          name="username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={submitted && problem ? t(problem) : undefined}
          required
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
