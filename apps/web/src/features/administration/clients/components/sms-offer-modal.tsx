import { SMS_OFFER_MAX, smsOfferInput } from '@ds/domain';
import { Button, Group, Modal, NumberInput, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useOfferSms } from '../api/clients-api';

/** Offering SMS credits to a client: how many, and why (kept in the audit trail). */
export function SmsOfferModal({
  client,
  onClose,
}: {
  client: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('administration-clients');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={client !== null}
      onClose={onClose}
      title={client ? t('offer.title', { name: client.name }) : ''}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {client && <SmsOfferForm key={client.id} client={client} onClose={onClose} />}
    </Modal>
  );
}

function SmsOfferForm({ client, onClose }: { client: { id: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation('administration-clients');
  const [sms, setSms] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const offer = useOfferSms();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const count = typeof sms === 'number' ? sms : sms.trim() === '' ? Number.NaN : Number(sms);
    const parsed = smsOfferInput.safeParse({ sms: count, reason }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, 'administration-clients'));
      return;
    }
    setErrors({});
    try {
      await offer.mutateAsync({ clientId: client.id, ...parsed.data });
      notifications.show({ color: 'green', message: t('offer.done', { count: parsed.data.sms, name: client.name }) });
      onClose();
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, 'administration-clients'));
    }
  };

  const clear = () => setErrors({});
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="sms-offer-form">
      <Stack gap="sm">
        <NumberInput
          label={t('offer.sms')}
          description={t('offer.smsHint', { maximum: SMS_OFFER_MAX })}
          name="sms"
          required
          min={1}
          max={SMS_OFFER_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={sms}
          onChange={(value) => {
            setSms(value);
            clear();
          }}
          error={errors.sms}
        />
        <Textarea
          label={t('form.reason')}
          description={t('form.reasonHint')}
          name="reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            clear();
          }}
          error={errors.reason}
        />
        {Object.keys(errors).length === 0 && <ErrorAlert error={offer.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={offer.isPending}>
            {t('offer.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
