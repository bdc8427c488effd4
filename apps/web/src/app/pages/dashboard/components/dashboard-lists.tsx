import { type DashboardLesson, type Exam, formatSwissDate, formatSwissTime, type Task } from '@ds/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

const STATUS_COLOURS: Record<Exam['status'], string> = { success: 'green', unknown: 'gray', failed: 'red' };

export function LessonList({ lessons }: { lessons: DashboardLesson[] }) {
  return (
    <Stack gap="xs">
      {lessons.map((lesson) => (
        <div key={lesson.id}>
          <Text fw={500}>{lesson.title}</Text>
          <Text size="sm" c="dimmed">
            {formatSwissDate(new Date(lesson.start))} · {formatSwissTime(new Date(lesson.start))}–
            {formatSwissTime(new Date(lesson.end))}
            {lesson.monitor ? ` · ${lesson.monitor}` : ''}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

export function TaskList({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation('students-requests');
  return (
    <Stack gap="xs">
      {tasks.map((task) => (
        <div key={task.id} data-testid="dashboard-task">
          <Text style={{ overflowWrap: 'anywhere' }}>{task.description}</Text>
          {task.dueDate && (
            <Text size="sm" c="dimmed">
              {t('dashboard.due', {
                date: `${formatDate(task.dueDate)}${task.dueTime ? ` ${task.dueTime.slice(0, 5)}` : ''}`,
              })}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}

export function ExamList({ exams }: { exams: Exam[] }) {
  const { t } = useTranslation('students-requests');
  return (
    <Stack gap="xs">
      {exams.map((exam) => (
        <Group key={exam.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="dashboard-exam">
          <div style={{ minWidth: 0 }}>
            <Text fw={500}>{t(`dashboard.examTypes.${exam.type}`)}</Text>
            <Text size="sm" c="dimmed">
              {exam.date ? formatDate(exam.date) : t('dashboard.dateUnknown')}
              {exam.examiner ? ` · ${exam.examiner.name}` : ''}
            </Text>
          </div>
          <Badge color={STATUS_COLOURS[exam.status]} variant="light">
            {t(`dashboard.examStatuses.${exam.status}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
