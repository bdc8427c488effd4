import { isEvaluationLevel, type LessonHistoryEntry, type LessonPayment } from '@ds/domain';
import { Alert, Badge, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/error-alert';
import { formatDate, formatTime } from '../../../../lib/format';
import { useStudentLessons } from '../../../training-progress/api/progress-api';
import { LevelBadge } from '../../../training-progress/components/level-badge';

const PAYMENT_COLOURS: Record<LessonPayment, string> = { paid: 'green', offered: 'blue', unpaid: 'orange' };

function LessonEntry({ lesson }: { lesson: LessonHistoryEntry }) {
  const { t } = useTranslation('progress');
  const start = new Date(lesson.startedAt);
  return (
    <Paper withBorder p="sm" data-testid="lesson-entry">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {formatDate(start)} · {formatTime(start)}
            {lesson.endedAt ? `–${formatTime(new Date(lesson.endedAt))}` : ''}
          </Text>
          {lesson.endedAt ? (
            <Badge color={PAYMENT_COLOURS[lesson.payment]} variant="light">
              {t(`payments.${lesson.payment}`)}
            </Badge>
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

/** The lessons history (spec §2 student sheet), the latest first, with what is still owed on top. */
export function LessonsSection({ studentId }: { studentId: string }) {
  const { t } = useTranslation('progress');
  const lessons = useStudentLessons(studentId);
  const data = lessons.data;
  return (
    <Stack gap="sm">
      <ErrorAlert error={lessons.error} />
      {lessons.isPending && <Loader size="sm" />}
      {data && data.unpaid.length > 0 && (
        <Alert color="orange" title={t('unpaidTitle', { count: data.unpaid.length })} data-testid="unpaid-lessons">
          <List size="sm">
            {data.unpaid.map((entry) => (
              <List.Item key={entry.lessonId ?? entry.appointmentId}>
                {formatDate(new Date(entry.start))} {formatTime(new Date(entry.start))}
                {entry.title ? ` · ${entry.title}` : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {data && data.lessons.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="lessons-empty">
          {t('noLessons')}
        </Text>
      )}
      {data?.lessons.map((lesson) => (
        <LessonEntry key={lesson.id} lesson={lesson} />
      ))}
    </Stack>
  );
}
