import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudentEvents } from '../api/student-api';
import { eventDetail } from '../model/event-detail';
import { formatMoment } from '../model/moment';
import { SectionList } from './section-list';

/** The audit trail: every change and lifecycle action on the student, who did it and when. */
export function EventsSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation(['students-sheet', 'training-progress']);
  const events = useStudentEvents(studentId);
  return (
    <SectionList
      loading={events.isPending}
      error={events.error}
      empty={events.data?.length === 0}
      emptyText={t('events.empty')}
    >
      {events.data?.map((event) => {
        const detail = eventDetail(event, t);
        return (
          <Group key={event.id} gap="xs" wrap="wrap" data-testid="student-event">
            <Text size="sm" c="dimmed" ff="monospace">
              {formatMoment(event.at)}
            </Text>
            <Text size="sm" fw={500}>
              {t(`events.actions.${event.action}`)}
            </Text>
            {detail && <Text size="sm">{detail}</Text>}
            {event.actor && (
              <Text size="sm" c="dimmed">
                {t('events.by', { actor: event.actor })}
              </Text>
            )}
          </Group>
        );
      })}
    </SectionList>
  );
}
