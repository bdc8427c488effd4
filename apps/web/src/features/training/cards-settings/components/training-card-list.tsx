import type { TrainingCardSummary } from '@ds/domain';
import { ActionIcon, Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** The monitor's cards, the open one marked; each with its edit, copy and delete buttons. */
export function TrainingCardList({
  cards,
  openId,
  onOpen,
  onEdit,
  onCopy,
  onDelete,
}: {
  cards: readonly TrainingCardSummary[];
  openId: string | null;
  onOpen: (card: TrainingCardSummary) => void;
  onEdit: (card: TrainingCardSummary) => void;
  onCopy: (card: TrainingCardSummary) => void;
  onDelete: (card: TrainingCardSummary) => void;
}) {
  const { t } = useTranslation('training-cards');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {cards.map((card) => (
        <Card
          key={card.id}
          withBorder
          padding="sm"
          data-testid="training-card"
          data-open={card.id === openId}
          style={card.id === openId ? { borderColor: 'var(--mantine-color-blue-filled)' } : undefined}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <UnstyledButton
              onClick={() => onOpen(card)}
              style={{ minWidth: 0 }}
              aria-current={card.id === openId ? 'true' : undefined}
            >
              <Stack gap={4}>
                <Text fw={600}>{card.name}</Text>
                <Group gap={4}>
                  <Badge variant="light">{t(`languages.${card.language}`)}</Badge>
                  <Badge variant="outline">{t('levelShort', { level: card.level })}</Badge>
                  {card.validUntil && (
                    <Badge variant="outline" color="gray">
                      {t('validUntilShort', { date: formatDate(card.validUntil) })}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('counts', { domains: card.domains, skills: card.skills })}
                </Text>
              </Stack>
            </UnstyledButton>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('editNamed', { name: card.name })}
                onClick={() => onEdit(card)}
              >
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('copyNamed', { name: card.name })}
                onClick={() => onCopy(card)}
              >
                <IconCopy size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('deleteNamed', { name: card.name })}
                onClick={() => onDelete(card)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
