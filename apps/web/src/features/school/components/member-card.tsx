import { formatSwissDay, type Member, personName } from '@ds/domain';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberAction } from '../model/member-actions';

const KIND_COLOURS = { administrator: 'grape', monitor: 'blue', employee: 'teal' } as const;

/** One person of the school: his kind, an employee's dates and rights; an administrator's actions on him. */
export function MemberCard({
  member,
  actions,
  onAction,
}: {
  member: Member;
  /** What the caller may do to him (none for those who do not administer the school). */
  actions: MemberAction[];
  onAction: (action: MemberAction) => void;
}) {
  const { t } = useTranslation('school');
  const name = personName(member);
  const terms = member.terms;
  return (
    <Paper withBorder p="sm" data-testid="member" data-email={member.email}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge color={KIND_COLOURS[member.kind]} variant="light">
              {t(`kinds.${member.kind}`)}
            </Badge>
            {member.self && (
              <Badge color="gray" variant="outline">
                {t('members.you')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
          {terms && (
            <>
              <Group gap="xs">
                <Badge color={terms.active ? 'green' : 'gray'} variant="outline">
                  {terms.active ? t('terms.active') : t('terms.inactive')}
                </Badge>
                <Text size="xs">
                  {terms.endsOn
                    ? t('terms.from', { start: formatSwissDay(terms.startsOn), end: formatSwissDay(terms.endsOn) })
                    : t('terms.since', { start: formatSwissDay(terms.startsOn) })}
                </Text>
              </Group>
              <Group gap={4} aria-label={t('terms.rights')}>
                {terms.rights.length === 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('terms.noRights')}
                  </Text>
                ) : (
                  terms.rights.map((right) => (
                    <Badge key={right} size="sm" variant="dot">
                      {t(`rights.${right}`)}
                    </Badge>
                  ))
                )}
              </Group>
            </>
          )}
        </Stack>
        {actions.length > 0 && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('members.actionsFor', { name })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  color={action === 'remove' ? 'red' : undefined}
                  onClick={() => onAction(action)}
                >
                  {t(`members.actions.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
