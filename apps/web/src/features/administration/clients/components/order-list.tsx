import { type SubscriptionOrder, translatedText } from '@ds/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { formatDate } from '@/lib/format';
import { formatChfAmount } from '@/lib/format-chf';

/** The subscription orders a client's people placed, newest first. */
export function OrderList({ orders }: { orders: SubscriptionOrder[] }) {
  const { t } = useTranslation('administration-clients');
  const language = useCurrentLanguage();
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('detail.orders')}
      </Title>
      {orders.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.noOrders')}
        </Text>
      )}
      {orders.map((order) => (
        <Card key={order.id} withBorder padding="sm" data-testid="client-order">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {order.number} · {translatedText(order.plan, 'name', language)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('detail.orderLine', {
                  date: formatDate(new Date(order.createdAt)),
                  amount: formatChfAmount(order.amount),
                  buyer: order.buyer.name,
                })}
              </Text>
            </Stack>
            <Badge variant="light" size="sm" color={order.status === 'paid' ? 'teal' : 'gray'}>
              {t(`orderStatus.${order.status}`)}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
