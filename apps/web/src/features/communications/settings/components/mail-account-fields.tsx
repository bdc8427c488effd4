import { type CommunicationSettings, MAIL_ACCOUNTS } from '@ds/domain';
import { Radio, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDirty, type SettingsFormValues } from '../model/settings-form-values';
import type { SettingsSectionProps } from '../model/use-settings-form';
import { MailServerFields } from './mail-server-fields';
import { MailTests } from './mail-tests';
import { MicrosoftAccount } from './microsoft-account';

/**
 * Who e-mails come from and through which account: the application's, one's own SMTP server
 * (with its IMAP account for the copies), or one's Microsoft account; then the tests.
 */
export function MailAccountFields({
  saved,
  dirty,
  onAccountChanged,
  ...section
}: SettingsSectionProps & { saved: CommunicationSettings; dirty: boolean; onAccountChanged: () => Promise<void> }) {
  const { t } = useTranslation('communications-settings');
  const { values, set, errors } = section;
  const ownSmtp = values.mailAccount === 'smtp';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('fields.senderName')}
          name="senderName"
          autoComplete="off"
          value={values.senderName}
          onChange={(event) => set('senderName', event.currentTarget.value)}
          error={errors.senderName}
        />
        <TextInput
          label={t('fields.senderAddress')}
          description={t('hints.senderAddress')}
          name="senderAddress"
          type="email"
          autoComplete="off"
          value={values.senderAddress}
          onChange={(event) => set('senderAddress', event.currentTarget.value)}
          error={errors.senderAddress}
        />
      </SimpleGrid>
      <Radio.Group
        label={t('fields.mailAccount')}
        value={values.mailAccount}
        onChange={(value) => set('mailAccount', value as SettingsFormValues['mailAccount'])}
        error={errors.mailAccount}
      >
        <Stack gap="xs" mt={4}>
          {MAIL_ACCOUNTS.map((account) => (
            <Radio
              key={account}
              value={account}
              label={t(`mailAccounts.${account}`)}
              description={t(`mailAccounts.${account}Hint`, { address: saved.productSender })}
            />
          ))}
        </Stack>
      </Radio.Group>
      {ownSmtp && <MailServerFields server="smtp" passwordStored={saved.smtp?.passwordSet ?? false} {...section} />}
      {ownSmtp && (
        <Switch
          label={t('fields.useImap')}
          description={t('hints.useImap')}
          checked={values.useImap}
          onChange={(event) => set('useImap', event.currentTarget.checked)}
        />
      )}
      {ownSmtp && values.useImap && (
        <MailServerFields server="imap" passwordStored={saved.imap?.passwordSet ?? false} {...section} />
      )}
      {values.mailAccount === 'microsoft' && (
        <MicrosoftAccount
          saved={saved}
          // Leaving for Microsoft loses what was typed, but not the choice of Microsoft itself.
          dirty={isDirty({ ...values, mailAccount: saved.mailAccount }, saved)}
          onChanged={onAccountChanged}
        />
      )}
      <MailTests saved={saved} dirty={dirty} withImap={ownSmtp && values.useImap} />
    </Stack>
  );
}
