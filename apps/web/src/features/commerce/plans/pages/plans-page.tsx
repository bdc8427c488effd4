import type { Plan } from '@ds/domain';
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { usePlans } from '../api/plans-api';
import { KeyBatchModal } from '../components/key-batch-modal';
import { PlanCard } from '../components/plan-card';
import { PlanForm } from '../components/plan-form';
import { usePlanWithdrawal } from '../components/use-plan-withdrawal';

/** /subscriptions for the product administrator: the subscription plans, their licence keys (spec §3 Subscription). */
export function PlansPage() {
  const { t } = useTranslation('commerce-plans');
  const plans = usePlans();
  const withdrawal = usePlanWithdrawal();
  const phone = useMediaQuery('(max-width: 48em)');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [generating, setGenerating] = useState<Plan | null>(null);
  const current = plans.data?.find((plan) => plan.id === editing) ?? null;

  return (
    <Stack maw={960} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      {plans.isPending && <Loader />}
      <ErrorAlert error={plans.error} />
      <ErrorAlert error={withdrawal.error} />
      {plans.data?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plans.data?.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            onEdit={() => setEditing(plan.id)}
            onGenerate={() => setGenerating(plan)}
            onToggleDisabled={() => withdrawal.toggle(plan)}
            busy={withdrawal.busyId === plan.id}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? t('form.editTitle') : t('form.newTitle')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {editing && <PlanForm key={editing} plan={current} onClose={() => setEditing(null)} />}
      </Modal>
      <KeyBatchModal plan={generating} onClose={() => setGenerating(null)} />
    </Stack>
  );
}
