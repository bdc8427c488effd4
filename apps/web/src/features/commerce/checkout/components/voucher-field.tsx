import { toCentimes, voucherCodeSchema } from '@ds/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { formatChf } from '@/lib/format-chf';

/**
 * A gift voucher's code and Apply: the code is quoted first, and only a code the server accepts is
 * applied (its refusal shows under the box); once applied, what it pays and a way to remove it.
 */
export function VoucherField({
  applied,
  pays,
  apply,
  onRemove,
}: {
  applied: string | null;
  pays: number;
  apply: (code: string) => Promise<unknown>;
  onRemove: () => void;
}) {
  const { t } = useTranslation('commerce-checkout');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onApply = async () => {
    const parsed = voucherCodeSchema.safeParse(text);
    if (!parsed.success) {
      setError(text.trim() === '' ? t('errors:fields.required') : t('voucher.format'));
      return;
    }
    setPending(true);
    try {
      await apply(parsed.data);
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? translateApiError(failure, t) : t('errors:codes.internal'));
    } finally {
      setPending(false);
    }
  };
  // Enter applies the code rather than submitting the purchase.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void onApply();
  };

  if (applied) {
    return (
      <Group justify="space-between" gap="xs" data-testid="voucher-applied">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconTicket size={18} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('voucher.applied', { code: applied, amount: formatChf(toCentimes(pays)) })}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onRemove}
          data-testid="voucher-remove"
        >
          {t('voucher.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={t('voucher.label')}
        name="voucherCode"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button variant="default" mt={25} loading={pending} onClick={() => void onApply()} data-testid="voucher-apply">
        {t('voucher.apply')}
      </Button>
    </Group>
  );
}
