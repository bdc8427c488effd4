import type { Reminder } from '@ds/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  reminders: Reminder[];
  onEdit: (reminder: Reminder) => void;
  onDelete: (reminder: Reminder) => void;
}

function daysBeforeKey(days: number): string {
  if (days === 0) return 'list.sameDay';
  return days === 1 ? 'list.dayBefore' : 'list.daysBefore';
}

/** One card a template: name, channels, when it is sent and whether it is the default. */
export function ReminderList({ reminders, onEdit, onDelete }: Props) {
  const { t } = useTranslation('catalogue-reminders');
  return (
    <Stack gap="xs" data-testid="reminder-list">
      {reminders.map((reminder) => (
        <Paper key={reminder.id} withBorder p="sm" data-testid="reminder-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                {reminder.isDefault && (
                  <IconStarFilled
                    size={16}
                    color="var(--mantine-color-yellow-6)"
                    aria-label={t('list.default')}
                    role="img"
                    style={{ flexShrink: 0 }}
                  />
                )}
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {reminder.name}
                </Text>
              </Group>
              <Group gap={6}>
                {reminder.channels.map((channel) => (
                  <Badge key={channel} variant="light" color={channel === 'sms' ? 'teal' : 'blue'}>
                    {t(`channels.${channel}`)}
                  </Badge>
                ))}
                <Text size="sm" c="dimmed">
                  {t(daysBeforeKey(reminder.daysBefore), { days: reminder.daysBefore })}
                </Text>
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <ActionIcon
                variant="subtle"
                size="xl"
                aria-label={t('list.edit', { name: reminder.name })}
                onClick={() => onEdit(reminder)}
              >
                <IconPencil size={20} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="xl"
                aria-label={t('list.delete', { name: reminder.name })}
                onClick={() => onDelete(reminder)}
              >
                <IconTrash size={20} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
