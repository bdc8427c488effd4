import type { ClientMember } from '@ds/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** A client's people: role, e-mail, last sign-in, whether blocked and why; each blocked or unblocked from here. */
export function MemberList({
  members,
  onToggleBlock,
}: {
  members: ClientMember[];
  onToggleBlock: (member: ClientMember) => void;
}) {
  const { t } = useTranslation('administration-clients');
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('detail.members')}
      </Title>
      {members.map((member) => (
        <Card key={member.id} withBorder padding="sm" data-testid="client-member" data-email={member.email}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap={4}>
                <Text fw={600}>{member.name}</Text>
                <Badge variant="outline" color="gray" size="sm">
                  {t(`roles.${member.role}`, { defaultValue: member.role })}
                </Badge>
                {member.schoolHead && (
                  <Badge variant="light" size="sm">
                    {t('detail.administrator')}
                  </Badge>
                )}
                {member.blocked && (
                  <Badge color="red" size="sm" data-testid="member-blocked">
                    {t('blocked')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
              <Text size="xs" c="dimmed">
                {member.lastSignInAt
                  ? t('detail.lastSignIn', { date: formatDate(new Date(member.lastSignInAt)) })
                  : t('detail.neverSignedIn')}
              </Text>
              {member.blocked && member.blockedReason && (
                <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                  {t('detail.blockedBecause', { reason: member.blockedReason })}
                </Text>
              )}
            </Stack>
            <Button
              size="xs"
              variant={member.blocked ? 'light' : 'outline'}
              color={member.blocked ? 'teal' : 'red'}
              onClick={() => onToggleBlock(member)}
              aria-label={t(member.blocked ? 'actions.unblockNamed' : 'actions.blockNamed', { name: member.name })}
            >
              {t(member.blocked ? 'actions.unblock' : 'actions.block')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
