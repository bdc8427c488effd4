import { isEvaluationLevel, type LessonHistoryEntry, type LessonPayment } from '@ds/domain';
import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/lib/format';
import { LessonPaymentMenu } from './lesson-payment-menu';
import { LevelBadge } from './level-badge';

/** A lesson's date and start time, as lists name it. */
export const whenOf = (iso: string) => `${formatDate(new Date(iso))} ${formatTime(new Date(iso))}`;

/** One lesson of a history: times, monitor, card, payment, each evaluation's level and the comments. */
export function LessonEntry({
  lesson,
  onPayment,
}: {
  lesson: LessonHistoryEntry;
  onPayment?: (payment: LessonPayment) => void;
}) {
  const { t } = useTranslation('training-progress');
  const start = new Date(lesson.startedAt);
  return (
    <Paper withBorder p="sm" data-testid="lesson-entry" data-lesson={lesson.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {formatDate(start)} · {formatTime(start)}
            {lesson.endedAt ? `–${formatTime(new Date(lesson.endedAt))}` : ''}
          </Text>
          {lesson.endedAt ? (
            <LessonPaymentMenu payment={lesson.payment} when={whenOf(lesson.startedAt)} onChange={onPayment} />
          ) : (
            <Badge color="red" variant="light">
              {t('ongoing')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {lesson.monitor.firstname} {lesson.monitor.name}
          {lesson.cardName ? ` · ${lesson.cardName}` : ''}
        </Text>
        {lesson.evaluations.map((evaluation) => (
          <Group key={`${evaluation.skillId}-${evaluation.level}`} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {evaluation.skillName}
            </Text>
            {isEvaluationLevel(evaluation.level) && <LevelBadge level={evaluation.level} />}
          </Group>
        ))}
        {lesson.comments.length > 0 && (
          <List size="sm">
            {lesson.comments.map((comment) => (
              <List.Item key={comment.id} style={{ overflowWrap: 'anywhere' }}>
                {comment.skillName ? t('commentOn', { skill: comment.skillName, text: comment.text }) : comment.text}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
