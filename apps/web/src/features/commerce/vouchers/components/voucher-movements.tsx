import type { VoucherMovement } from '@ds/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { swissDayAndTime } from '@/lib/format';
import { formatChfAmount as chf } from '@/lib/format-chf';

/** "+CHF 10.00" or "−CHF 35.00": which way the amount moved. */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${chf(Math.abs(amount))}`;

/** Every movement of a voucher's amount, oldest first, with what was left after it. */
export function VoucherMovements({ movements }: { movements: VoucherMovement[] }) {
  const { t } = useTranslation('commerce-vouchers');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('movements.title')}
      </Title>
      {movements.map((movement) => {
        const at = swissDayAndTime(new Date(movement.at));
        return (
          <Card key={movement.id} withBorder padding="xs" data-testid="voucher-movement">
            <Group justify="space-between" gap="xs" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {t(`movements.kinds.${movement.kind}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${at.day} ${at.time}`}
                  {movement.actor && ` · ${movement.actor.name}`}
                </Text>
                {movement.reason && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    {movement.reason}
                  </Text>
                )}
              </Stack>
              <Stack gap={0} align="flex-end" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={600} c={movement.amount < 0 ? 'red.9' : 'teal.9'}>
                  {signed(movement.amount)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('movements.after', { amount: chf(movement.availableAfter) })}
                </Text>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
