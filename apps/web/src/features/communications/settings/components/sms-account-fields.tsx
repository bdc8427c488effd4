import { type CommunicationSettings, SMS_ACCOUNTS } from '@ds/domain';
import { Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSmsTest } from '../api/communication-settings-api';
import { testBlocker } from '../model/account-tests';
import type { SettingsFormValues } from '../model/settings-form-values';
import { formatProviderCredits } from '../model/sms-credits-format';
import type { SettingsSectionProps } from '../model/use-settings-form';
import { SmsCreditsPanel } from './sms-credits-panel';
import { TestButton } from './test-button';
import { TestOutcome } from './test-outcome';

/** Through which account SMS go: the application's credits, or one's own ASPSMS account; then its test. */
export function SmsAccountFields({
  saved,
  dirty,
  values,
  set,
  setAccount,
  errors,
}: SettingsSectionProps & { saved: CommunicationSettings; dirty: boolean }) {
  const { t, i18n } = useTranslation('communications-settings');
  const test = useSmsTest();
  const passwordStored = saved.sms?.passwordSet ?? false;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('fields.smsAccount')}
        value={values.smsAccount}
        onChange={(value) => set('smsAccount', value as SettingsFormValues['smsAccount'])}
        error={errors.smsAccount}
      >
        <Stack gap="xs" mt={4}>
          {SMS_ACCOUNTS.map((account) => (
            <Radio
              key={account}
              value={account}
              label={t(`smsAccounts.${account}`)}
              description={t(`smsAccounts.${account}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      {values.smsAccount === 'aspsms' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('sms.userKey')}
            name="sms-user-key"
            autoComplete="off"
            value={values.sms.userKey}
            onChange={(event) => setAccount('sms', { userKey: event.currentTarget.value })}
            error={errors['sms.userKey']}
            required
          />
          <PasswordInput
            label={t('sms.password')}
            name="sms-password"
            autoComplete="new-password"
            placeholder={passwordStored ? t('passwordStored') : undefined}
            description={passwordStored ? t('passwordStoredHint') : undefined}
            value={values.sms.password}
            onChange={(event) => setAccount('sms', { password: event.currentTarget.value })}
            error={errors['sms.password']}
          />
          <TextInput
            label={t('sms.originator')}
            description={t('hints.originator')}
            name="sms-originator"
            autoComplete="off"
            value={values.sms.originator}
            onChange={(event) => setAccount('sms', { originator: event.currentTarget.value })}
            error={errors['sms.originator']}
            required
          />
        </SimpleGrid>
      )}
      <SmsCreditsPanel />
      <Text size="sm" c="dimmed">
        {t('tests.savedOnly')}
      </Text>
      <Group>
        <TestButton blocker={testBlocker('sms', saved, dirty)} busy={test.isPending} onRun={() => test.mutate()}>
          {t('tests.sms')}
        </TestButton>
      </Group>
      <TestOutcome
        success={
          test.data
            ? t(saved.smsAccount === 'aspsms' ? 'tests.smsWorks' : 'tests.smsCredits', {
                credits: formatProviderCredits(test.data.credits, i18n.language),
              })
            : null
        }
        error={test.error}
      />
    </Stack>
  );
}
