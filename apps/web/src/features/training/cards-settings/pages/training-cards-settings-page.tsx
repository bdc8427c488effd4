import type { TrainingCardSummary } from '@ds/domain';
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useDeleteTrainingCard, useTrainingCard, useTrainingCards } from '../api/training-cards-api';
import { CardTree } from '../components/card-tree';
import { CopyCardForm } from '../components/copy-card-form';
import { TrainingCardForm } from '../components/training-card-form';
import { TrainingCardList } from '../components/training-card-list';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'copy'; card: TrainingCardSummary } | null;

/**
 * /trainingcards-settings (admin licence or fre): the monitor's training cards, and the one open
 * (`?card=`) with its domains, themes, objectives and skills to add, change, switch off and order.
 */
export function TrainingCardsSettingsPage() {
  const { t } = useTranslation('training-cards');
  const cards = useTrainingCards();
  const [search, setSearch] = useSearchParams();
  const openId = search.get('card');
  const open = useTrainingCard(openId);
  const remove = useDeleteTrainingCard();
  const [dialog, setDialog] = useState<Dialog>(null);
  const show = (id: string | null) => setSearch(id ? { card: id } : {}, { replace: true });

  const confirmDelete = (card: TrainingCardSummary) =>
    modals.openConfirmModal({
      title: t('deleteCardTitle'),
      children: <Text size="sm">{t('deleteCardText', { name: card.name })}</Text>,
      labels: { confirm: t('delete'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(card.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('cardDeleted') });
            if (card.id === openId) show(null);
          },
        }),
    });

  return (
    <Stack maw={1100} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'new' })}>
          {t('newCard')}
        </Button>
      </Group>
      {cards.isPending && <Loader />}
      <ErrorAlert error={cards.error ?? remove.error} />
      {cards.data?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {cards.data && (
        <TrainingCardList
          cards={cards.data}
          openId={openId}
          onOpen={(card) => show(card.id)}
          onEdit={(card) => setDialog({ kind: 'edit', card })}
          onCopy={(card) => setDialog({ kind: 'copy', card })}
          onDelete={confirmDelete}
        />
      )}
      {openId && (
        <Stack gap="xs" data-testid="open-card">
          <ErrorAlert error={open.error} />
          {open.isPending && <Loader />}
          {open.data && (
            <>
              <Title order={2} size="h3">
                {open.data.name}
              </Title>
              <CardTree card={open.data} />
            </>
          )}
        </Stack>
      )}
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog && t(dialog.kind === 'new' ? 'newCard' : dialog.kind === 'edit' ? 'editCard' : 'copyCard')}
      >
        {dialog?.kind === 'copy' ? (
          <CopyCardForm
            card={dialog.card}
            onCopied={(id) => {
              setDialog(null);
              show(id);
            }}
          />
        ) : (
          dialog && (
            <TrainingCardForm
              card={dialog.kind === 'edit' ? dialog.card : null}
              onSaved={(id) => {
                setDialog(null);
                show(id);
              }}
            />
          )
        )}
      </Modal>
    </Stack>
  );
}
