import { voucherCorrectionInput } from '@ds/domain';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useCorrectVoucher } from '../api/vouchers-api';

const NAMESPACE = 'commerce-vouchers';

/** Spec §3: an amount correction, positive or negative, with its reason (kept in the movements). */
export function VoucherCorrectionForm({ voucherId }: { voucherId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [amount, setAmount] = useState(Number.NaN);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const correct = useCorrectVoucher();
  // What was refused is forgotten as soon as it is typed again.
  const clear = () => {
    setErrors({});
    correct.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = voucherCorrectionInput.safeParse({ amount, reason }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    setErrors({});
    try {
      await correct.mutateAsync({ id: voucherId, ...parsed.data });
      notifications.show({ color: 'green', message: t('correction.done') });
      setAmount(Number.NaN);
      setReason('');
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="voucher-correction-form">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('correction.title')}
        </Title>
        <ChfInput
          label={t('fields.correction')}
          description={t('correction.amountHint')}
          name="amount"
          required
          value={amount}
          onChange={(value) => {
            setAmount(value);
            clear();
          }}
          error={errors.amount}
        />
        <Textarea
          label={t('fields.reason')}
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
        {Object.keys(errors).length === 0 && <ErrorAlert error={correct.error} />}
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={correct.isPending}>
            {t('correction.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
