import type { TheoryPriceRequest } from '@ds/domain';
import { Badge, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { formatDate } from '@/lib/format';
import { useDecideTheoryPrice, useTheoryPriceRequests } from '../api/theory-prices-api';
import { TheoryPriceDecisionForm } from './theory-price-decision-form';
import { TheoryPriceFigures } from './theory-price-figures';

const STATUS_COLOURS: Record<TheoryPriceRequest['status'], string> = {
  pending: 'blue',
  approved: 'green',
  refused: 'red',
};
const day = (instant: string) => formatDate(new Date(instant));

/**
 * The product administrator's requests for the preferential theory-exam price (spec §9): open ones
 * first, each with its school, who asked, the licences its members bought; approved with the
 * school's three prices, or refused after a confirmation (either is final).
 */
export function TheoryPriceRequests() {
  const { t } = useTranslation('commerce-theory-prices');
  const requests = useTheoryPriceRequests();
  const decide = useDecideTheoryPrice();
  const phone = useMediaQuery('(max-width: 48em)');
  const [approving, setApproving] = useState<TheoryPriceRequest | null>(null);

  const refuse = (request: TheoryPriceRequest) =>
    modals.openConfirmModal({
      title: t('admin.refuseTitle'),
      children: <Text size="sm">{t('admin.refuseText', { school: request.school.name })}</Text>,
      labels: { confirm: t('admin.refuse'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        decide.mutateAsync({ id: request.id, decision: 'refuse' }).then(
          () => notifications.show({ color: 'green', message: t('admin.refused', { school: request.school.name }) }),
          () => undefined,
        ),
    });

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('admin.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.intro')}
      </Text>
      {requests.isPending && <Loader />}
      <ErrorAlert error={requests.error ?? decide.error} />
      {requests.data?.length === 0 && <Text c="dimmed">{t('admin.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {requests.data?.map((request) => (
          <Card key={request.id} withBorder padding="sm" data-testid="theory-price-request">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {request.school.name}
                </Text>
                <Badge color={STATUS_COLOURS[request.status]} variant="light">
                  {t(`status.${request.status}`)}
                </Badge>
              </Group>
              <Text size="sm">
                {t('admin.requestedBy', { name: request.requestedBy.name, day: day(request.requestedAt) })}
              </Text>
              {request.message && (
                <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {request.message}
                </Text>
              )}
              <Text size="sm">{t('licencesBought', { count: request.licencesBought })}</Text>
              {request.prices && <TheoryPriceFigures prices={request.prices} />}
              {request.decidedBy && request.decidedAt && (
                <Text size="xs" c="dimmed">
                  {t('admin.decidedBy', { name: request.decidedBy.name, day: day(request.decidedAt) })}
                </Text>
              )}
              {request.status === 'pending' && (
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => refuse(request)}
                    aria-label={t('admin.refuseNamed', { school: request.school.name })}
                  >
                    {t('admin.refuse')}
                  </Button>
                  <Button
                    size="xs"
                    onClick={() => setApproving(request)}
                    aria-label={t('admin.approveNamed', { school: request.school.name })}
                  >
                    {t('admin.approve')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Modal
        opened={approving !== null}
        onClose={() => setApproving(null)}
        title={t('admin.approveTitle')}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {approving && (
          <TheoryPriceDecisionForm key={approving.id} request={approving} onDone={() => setApproving(null)} />
        )}
      </Modal>
    </Stack>
  );
}
