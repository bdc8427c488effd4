import type { UnpaidLesson } from '@ds/domain';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { MarkPaidButton } from '@/components/mark-paid-button';
import { useSettleLesson, useStudentLessons } from '../api/progress-api';
import { LessonEntry, whenOf } from './lesson-entry';

function UnpaidEntry({ entry, onPaid }: { entry: UnpaidLesson; onPaid?: () => void }) {
  const { t } = useTranslation('training-progress');
  const when = whenOf(entry.start);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="unpaid-entry">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {when}
        {entry.title ? ` · ${entry.title}` : ''}
      </Text>
      {onPaid && <MarkPaidButton label={t('markPaidOf', { when })} onClick={onPaid} variant="white" />}
    </Group>
  );
}

/**
 * The lessons history (spec §2 student sheet), the latest first, with what is still owed on top.
 * Whoever may write the sheet settles a lesson here (spec §4: paid or offered free).
 */
export function LessonsSection({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t } = useTranslation('training-progress');
  const lessons = useStudentLessons(studentId);
  const settle = useSettleLesson(studentId);
  const data = lessons.data;
  const settleUnpaid = ({ lessonId, appointmentId }: UnpaidLesson) => {
    if (lessonId) settle.mutate({ lessonId, payment: 'paid' });
    else if (appointmentId) settle.mutate({ appointmentId });
  };
  return (
    <Stack gap="sm">
      <ErrorAlert error={lessons.error ?? settle.error} />
      {lessons.isPending && <Loader size="sm" />}
      {data && data.unpaid.length > 0 && (
        <Alert color="orange" title={t('unpaidTitle', { count: data.unpaid.length })} data-testid="unpaid-lessons">
          <Stack gap={4}>
            {data.unpaid.map((entry) => (
              <UnpaidEntry
                key={entry.lessonId ?? entry.appointmentId}
                entry={entry}
                onPaid={canWrite && !settle.isPending ? () => settleUnpaid(entry) : undefined}
              />
            ))}
          </Stack>
        </Alert>
      )}
      {data && data.lessons.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="lessons-empty">
          {t('noLessons')}
        </Text>
      )}
      {data?.lessons.map((lesson) => (
        <LessonEntry
          key={lesson.id}
          lesson={lesson}
          onPayment={
            canWrite && !settle.isPending ? (payment) => settle.mutate({ lessonId: lesson.id, payment }) : undefined
          }
        />
      ))}
    </Stack>
  );
}
