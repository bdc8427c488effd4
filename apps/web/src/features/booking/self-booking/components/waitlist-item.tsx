import { formatSwissDay, type WaitlistEntry } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lessonWhen, momentOf } from '../../model/booking-when';
import type { useLeaveWaitlist } from '../api/self-booking-api';

const COLOURS: Record<WaitlistEntry['state'], string> = {
  waiting: 'blue',
  offered: 'orange',
  booked: 'teal',
  withdrawn: 'gray',
};

/** A wish for an earlier slot: its days and, once a slot is offered, which one and until when it is held. */
export function WaitlistItem({ entry, leave }: { entry: WaitlistEntry; leave: ReturnType<typeof useLeaveWaitlist> }) {
  const { t, i18n } = useTranslation('booking');
  const days = t('waitlist.days', { from: formatSwissDay(entry.fromDay), to: formatSwissDay(entry.toDay) });
  const open = entry.state === 'waiting' || entry.state === 'offered';
  return (
    <Paper withBorder p="sm" data-testid="waitlist-entry">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{t('waitlist.entry', { course: entry.course.label, count: entry.lengthMinutes })}</Text>
          <Badge color={COLOURS[entry.state]} variant="light" maw="100%">
            {t(`waitlist.states.${entry.state}`)}
          </Badge>
        </Group>
        <Text size="sm">{days}</Text>
        <Text size="sm" c="dimmed">
          {t('my.with', { name: entry.monitor.name })}
        </Text>
        {entry.state === 'offered' && entry.offer && (
          <Text size="sm" fw={600} data-testid="waitlist-offer">
            {t('waitlist.offer', {
              when: lessonWhen(entry.offer.start, entry.offer.end, i18n.language),
              until: momentOf(entry.offer.until),
            })}
          </Text>
        )}
        {open && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={leave.isPending && leave.variables === entry.id}
            onClick={() => leave.mutate(entry.id)}
            aria-label={t('waitlist.removeLabel', { days })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('waitlist.remove')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
