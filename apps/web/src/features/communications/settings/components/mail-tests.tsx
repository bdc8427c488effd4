import { type CommunicationSettings, smtpTestInput } from '@ds/domain';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/lib/permissions';
import { useImapTest, useSmtpTest } from '../api/communication-settings-api';
import { testBlocker } from '../model/account-tests';
import { TestButton } from './test-button';
import { TestOutcome } from './test-outcome';

/**
 * The e-mail account's tests, on the saved settings: a test e-mail (to the user's own address
 * unless another is given) and, with an IMAP account, finding its Sent folder.
 */
export function MailTests({
  saved,
  dirty,
  withImap,
}: {
  saved: CommunicationSettings;
  dirty: boolean;
  withImap: boolean;
}) {
  const { t } = useTranslation('communications-settings');
  const { me } = usePermissions();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const smtp = useSmtpTest();
  const imap = useImapTest();

  const sendTest = () => {
    const recipient = to.trim() === '' ? undefined : to.trim();
    if (!smtpTestInput.safeParse({ to: recipient }).success) return setToError(t('errors:fields.email'));
    setToError(null);
    smtp.mutate(recipient);
  };

  return (
    <Stack gap="xs" data-testid="mail-tests">
      <Text size="sm" c="dimmed">
        {t('tests.savedOnly')}
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('tests.recipient')}
          name="test-recipient"
          type="email"
          placeholder={me?.username}
          description={t('tests.recipientHint')}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={toError}
          style={{ flex: '1 1 14rem' }}
        />
        <TestButton blocker={testBlocker('smtp', saved, dirty)} busy={smtp.isPending} onRun={sendTest}>
          {t('tests.smtp')}
        </TestButton>
      </Group>
      <TestOutcome success={smtp.data ? t('tests.smtpSent', { address: smtp.data.sentTo }) : null} error={smtp.error} />
      {withImap && (
        <>
          <Group>
            <TestButton blocker={testBlocker('imap', saved, dirty)} busy={imap.isPending} onRun={() => imap.mutate()}>
              {t('tests.imap')}
            </TestButton>
          </Group>
          <TestOutcome
            success={imap.data ? t('tests.imapFound', { folder: imap.data.sentFolder }) : null}
            error={imap.error}
          />
        </>
      )}
    </Stack>
  );
}
