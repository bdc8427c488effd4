import { cardExpired, type SavedCard, schoolDay } from '@ds/domain';
import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCreditCard, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useDeleteCard, useShareCard } from '../api/payments-api';
import { cardBrandName, cardEndDate } from '../model/card-brand';

/** One saved card: brand, last digits, end date; its owner shares it with employees or deletes it (after confirming). */
export function SavedCardItem({ card, manage }: { card: SavedCard; manage: boolean }) {
  const { t } = useTranslation('commerce-payments');
  const share = useShareCard();
  const remove = useDeleteCard();
  const expired = cardExpired(card, schoolDay(new Date()));
  const label = `${card.name} (${cardBrandName(card.brand)} •••• ${card.lastDigits})`;
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('cards.deleteTitle'),
      children: <Text size="sm">{t('cards.deleteText', { card: label })}</Text>,
      labels: { confirm: t('cards.delete'), cancel: t('cards.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('cards.cancel') },
      onConfirm: () => remove.mutate(card.id),
    });
  return (
    <Card withBorder padding="sm" data-testid="saved-card" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconCreditCard size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {card.name}
            </Text>
          </Group>
          {expired && <Badge color="red">{t('cards.expired')}</Badge>}
        </Group>
        <Text size="sm" data-testid="saved-card-number">
          {cardBrandName(card.brand)} •••• {card.lastDigits} · {t('cards.endDate', { date: cardEndDate(card) })}
        </Text>
        {!card.mine && (
          <Text size="sm" c="dimmed">
            {t('cards.sharedBy', { name: card.owner.name })}
          </Text>
        )}
        {card.mine && manage && (
          <Group justify="space-between" gap="xs">
            <Switch
              label={t('cards.shared')}
              checked={card.shared}
              disabled={share.isPending}
              onChange={(event) => share.mutate({ id: card.id, shared: event.currentTarget.checked })}
              data-testid="saved-card-shared"
            />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirmDelete}
              loading={remove.isPending}
              aria-label={t('cards.deleteNamed', { card: label })}
            >
              {t('cards.delete')}
            </Button>
          </Group>
        )}
        <ErrorAlert error={share.error ?? remove.error} />
      </Stack>
    </Card>
  );
}
