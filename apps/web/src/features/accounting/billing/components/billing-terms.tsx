import { type AccountingSettings, accountingSettingsSchema } from '@ds/domain';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useAccountingSettings, useSaveAccountingSettings } from '../api/billing-api';

const REMINDERS = [0, 1, 2] as const;

/**
 * The seller's billing terms: days an invoice gives to pay, and up to three reminders at chosen
 * days after it is due (issue 26 §3: sent by e-mail, each once, in the message log).
 */
export function BillingTerms({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('accounting-billing');
  const settings = useAccountingSettings(opened);
  const saving = useSaveAccountingSettings();
  const [term, setTerm] = useState<number | string>('');
  const [days, setDays] = useState<(number | string)[]>(['', '', '']);
  useEffect(() => {
    if (!settings.data) return;
    setTerm(settings.data.paymentTermDays);
    setDays(REMINDERS.map((index) => settings.data.reminderDays[index] ?? ''));
  }, [settings.data]);

  const candidate: AccountingSettings = {
    paymentTermDays: Number(term),
    reminderDays: days.filter((day) => day !== '').map(Number),
  };
  const valid = term !== '' && accountingSettingsSchema.safeParse(candidate).success;

  const save = async () => {
    await saving.mutateAsync(candidate);
    notifications.show({ color: 'green', message: t('terms.saved') });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('terms.title')} centered>
      <Stack gap="sm">
        <ErrorAlert error={settings.error ?? saving.error} />
        <NumberInput
          label={t('terms.paymentTermDays')}
          min={0}
          max={120}
          allowDecimal={false}
          value={term}
          onChange={setTerm}
          data-testid="terms-payment-days"
        />
        <Text size="sm">{t('terms.remindersIntro')}</Text>
        <Group grow gap="xs">
          {REMINDERS.map((index) => (
            <NumberInput
              key={index}
              label={t('terms.reminder', { number: index + 1 })}
              min={1}
              max={365}
              allowDecimal={false}
              value={days[index]}
              onChange={(value) => setDays((current) => current.map((day, at) => (at === index ? value : day)))}
            />
          ))}
        </Group>
        {!valid && term !== '' && (
          <Text size="sm" c="red" role="alert">
            {t('terms.invalid')}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button disabled={!valid} loading={saving.isPending} onClick={() => save().catch(() => undefined)}>
            {t('terms.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
