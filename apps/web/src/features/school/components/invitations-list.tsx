import { formatSwissDate, type Invitation, type InvitationStatus } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useWithdrawInvitation } from '../api/school-api';

const STATUS_COLOURS: Record<InvitationStatus, string> = {
  pending: 'blue',
  accepted: 'green',
  expired: 'gray',
  revoked: 'gray',
};

/** The invitations of the last 90 days, with where each stands; an open one can be withdrawn. */
export function InvitationsList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('school');
  const withdraw = useWithdrawInvitation();
  if (invitations.length === 0) return <Text c="dimmed">{t('invitations.empty')}</Text>;
  const confirm = (invitation: Invitation) =>
    modals.openConfirmModal({
      title: t('invitations.withdrawTitle'),
      children: <Text size="sm">{t('invitations.withdrawText', { email: invitation.email })}</Text>,
      labels: { confirm: t('invitations.withdraw'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => withdraw.mutate(invitation.id),
    });
  return (
    <Stack gap="xs">
      {invitations.map((invitation) => (
        <Paper key={invitation.id} withBorder p="sm" data-testid="invitation">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`kinds.${invitation.kind}`)} ·{' '}
                {t('invitations.sentOn', {
                  date: formatSwissDate(new Date(invitation.createdAt)),
                  until: formatSwissDate(new Date(invitation.expiresAt)),
                })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={STATUS_COLOURS[invitation.status]} variant="light">
                {t(`invitations.statuses.${invitation.status}`)}
              </Badge>
              {invitation.status === 'pending' && (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => confirm(invitation)}>
                  {t('invitations.withdraw')}
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      <ErrorAlert error={withdraw.error} />
    </Stack>
  );
}
