import type { CommunicationSettings } from '@ds/domain';
import { Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useSettingsForm } from '../model/use-settings-form';
import { EffectsConfirmModal } from './effects-confirm-modal';
import { MailAccountFields } from './mail-account-fields';
import { MessagesFields } from './messages-fields';
import { SmsAccountFields } from './sms-account-fields';

/**
 * Every communication setting in three parts: what students get, the e-mail account, the SMS
 * account; `mailOnly` shows the e-mail account alone (the others are saved as they were).
 */
export function CommunicationSettingsForm({
  settings,
  onSaved,
  mailOnly = false,
}: {
  settings: CommunicationSettings;
  onSaved?: (() => void) | undefined;
  mailOnly?: boolean;
}) {
  const { t } = useTranslation('communications-settings');
  const form = useSettingsForm(settings, onSaved);
  const section = { values: form.values, set: form.set, setAccount: form.setAccount, errors: form.errors };
  const tests = { saved: form.saved, dirty: form.dirty };
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('formLabel')}>
      <Stack gap="md">
        {!mailOnly && (
          <Fieldset legend={t('sections.messages')}>
            <MessagesFields {...section} />
          </Fieldset>
        )}
        <Fieldset legend={t('sections.mail')}>
          <MailAccountFields {...section} {...tests} onAccountChanged={form.reload} />
        </Fieldset>
        {!mailOnly && (
          <Fieldset legend={t('sections.sms')}>
            <SmsAccountFields {...section} {...tests} />
          </Fieldset>
        )}
        <SaveFailureAlert failure={form.failure} onReload={form.reload} />
        <FormButtons saving={form.saving} />
      </Stack>
      <EffectsConfirmModal sentences={form.pending} onConfirm={form.confirm} onCancel={form.cancel} />
    </form>
  );
}
