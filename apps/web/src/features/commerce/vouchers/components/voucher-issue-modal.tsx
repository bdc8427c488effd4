import { schoolDay, type VoucherDetail, voucherIssueInput } from '@ds/domain';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useIssueVoucher } from '../api/vouchers-api';
import { type IssueFormValues, newIssueValues } from '../model/issue-form-values';

const NAMESPACE = 'commerce-vouchers';

/** Issuing a voucher by hand: its amount, validity, and who bought it for whom. */
export function VoucherIssueModal({
  opened,
  onClose,
  onIssued,
}: {
  opened: boolean;
  onClose: () => void;
  onIssued: (voucher: VoucherDetail) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('issue.title')}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {opened && <IssueForm onClose={onClose} onIssued={onIssued} />}
    </Modal>
  );
}

function IssueForm({ onClose, onIssued }: { onClose: () => void; onIssued: (voucher: VoucherDetail) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<IssueFormValues>(() => newIssueValues(schoolDay(new Date())));
  const [errors, setErrors] = useState<FieldMessages>({});
  const issue = useIssueVoucher();
  // What was refused is forgotten as soon as it is typed again.
  const change = (patch: Partial<IssueFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
    issue.reset();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = voucherIssueInput.safeParse(values, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, NAMESPACE));
      return;
    }
    try {
      const voucher = await issue.mutateAsync(parsed.data);
      notifications.show({ color: 'green', message: t('issue.done') });
      onIssued(voucher);
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, NAMESPACE));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="voucher-issue-form">
      <Stack gap="sm">
        <ChfInput
          label={t('fields.amount')}
          name="amount"
          required
          allowNegative={false}
          value={values.amount}
          onChange={(amount) => change({ amount })}
          error={errors.amount}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t('fields.validFrom')}
            name="validFrom"
            required
            value={values.validFrom}
            onChange={(event) => change({ validFrom: event.currentTarget.value })}
            error={errors.validFrom}
          />
          <TextInput
            type="date"
            label={t('fields.validTo')}
            name="validTo"
            required
            value={values.validTo}
            onChange={(event) => change({ validTo: event.currentTarget.value })}
            error={errors.validTo}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.buyerName')}
          name="buyerName"
          maxLength={100}
          value={values.buyerName}
          onChange={(event) => change({ buyerName: event.currentTarget.value })}
          error={errors.buyerName}
        />
        <TextInput
          label={t('fields.beneficiaryName')}
          name="beneficiaryName"
          maxLength={100}
          value={values.beneficiaryName}
          onChange={(event) => change({ beneficiaryName: event.currentTarget.value })}
          error={errors.beneficiaryName}
        />
        {Object.keys(errors).length === 0 && <ErrorAlert error={issue.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={issue.isPending}>
            {t('issue.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
