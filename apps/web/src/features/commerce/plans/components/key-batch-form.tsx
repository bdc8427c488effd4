import { LICENCE_BATCH_MAX, type LicenceBatch, licenceBatchInput } from '@ds/domain';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useGenerateKeys } from '../api/plans-api';

/** How many keys to generate for a plan (1 to 1000); the batch the server answers goes to `onGenerated`. */
export function KeyBatchForm({
  planId,
  planName,
  onGenerated,
  onCancel,
}: {
  planId: string;
  planName: string;
  onGenerated: (batch: LicenceBatch) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('commerce-plans');
  const [count, setCount] = useState<string | number>(1);
  const [errors, setErrors] = useState<FieldMessages>({});
  const generate = useGenerateKeys();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = { count: typeof count === 'number' ? count : count.trim() === '' ? Number.NaN : Number(count) };
    const parsed = licenceBatchInput.safeParse(candidate, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, 'commerce-plans'));
      return;
    }
    setErrors({});
    try {
      onGenerated(await generate.mutateAsync({ id: planId, count: parsed.data.count }));
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, 'commerce-plans'));
    }
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="key-batch-form">
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('keys.intro', { name: planName })}
        </Text>
        <NumberInput
          label={t('keys.count')}
          name="count"
          required
          min={1}
          max={LICENCE_BATCH_MAX}
          allowDecimal={false}
          allowNegative={false}
          value={count}
          onChange={(value) => {
            setCount(value);
            setErrors({});
          }}
          error={errors.count}
          description={t('keys.countHint', { maximum: LICENCE_BATCH_MAX })}
        />
        {!hasFieldErrors && <ErrorAlert error={generate.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={generate.isPending}>
            {t('keys.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
