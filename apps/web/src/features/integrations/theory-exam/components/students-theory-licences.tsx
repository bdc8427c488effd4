import type { StudentTheoryLicences } from '@ds/domain';
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { licenceState } from '../model/theory-test-view';

const STATUS_COLOURS = { active: 'green', not_activated: 'blue', expired: 'gray' } as const;

/** One student's licences: days, state, and the training as the service last reported it. */
export function StudentLicenceLines({ licences }: { licences: StudentTheoryLicences['licences'] }) {
  const { t } = useTranslation('integrations-theory-exam');
  return (
    <Stack gap="sm">
      {licences.map((licence) => {
        const state = licenceState(licence);
        const labelId = `student-progress-${licence.id}`;
        return (
          <Stack key={licence.id} gap={4} data-testid="student-theory-licence" data-status={licence.status}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('licence.days', { count: licence.days })}</Text>
              <Badge color={STATUS_COLOURS[licence.status]} variant="light">
                {t(state.key, { day: state.until })}
              </Badge>
            </Group>
            {licence.progressPercent === null ? (
              <Text size="sm" c="dimmed">
                {t('students.noProgress')}
              </Text>
            ) : (
              <>
                <Text size="sm" id={labelId}>
                  {t('licence.progress', { percent: licence.progressPercent })}
                  {licence.lastTrainedAt &&
                    ` · ${t('licence.lastTrained', { day: formatDate(new Date(licence.lastTrainedAt)) })}`}
                </Text>
                <Progress value={licence.progressPercent} aria-labelledby={labelId} />
              </>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * A monitor's view of the theory test: which of his students hold licences, whether they run, and
 * their training as the service last reported it (read every hour). Cards, one a student: they
 * read the same on a phone and on a desk.
 */
export function StudentsTheoryLicences({ students }: { students: StudentTheoryLicences[] }) {
  const { t } = useTranslation('integrations-theory-exam');
  if (students.length === 0) {
    return (
      <Text c="dimmed" data-testid="students-theory-empty">
        {t('students.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {students.map((student) => (
        <Card key={student.studentId} withBorder padding="md" data-testid="student-theory">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {student.firstname} {student.name}
            </Title>
            <StudentLicenceLines licences={student.licences} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
