import { Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { useStudent } from '@/features/students';
import { ProgressPanel, useStudentProgress } from '@/features/training';

const isId = (value: string | null) => z.uuid().safeParse(value).success;

/**
 * /training-card/view (spec §2): a student's card, full screen, each skill's latest level and
 * history. An address without a student (or a cut one) goes to the choice of one; a cut card
 * to the student's last card. In the app layer: the training's progress under the student's name,
 * which the students area knows.
 */
export function TrainingCardViewPage() {
  const [params] = useSearchParams();
  const studentId = params.get('student');
  const card = params.get('card');
  if (!studentId || !isId(studentId)) return <Navigate to="/training-card/choice" replace />;
  if (card !== null && !isId(card)) return <Navigate to={`/training-card/view?student=${studentId}`} replace />;
  return <StudentCardView studentId={studentId} />;
}

function StudentCardView({ studentId }: { studentId: string }) {
  const { t } = useTranslation('training-progress');
  const [params, setParams] = useSearchParams();
  const student = useStudent(studentId);
  const progress = useStudentProgress(studentId, params.get('card'));
  const name = student.data ? `${student.data.firstname} ${student.data.name}` : '';
  return (
    <Stack maw={960} mx="auto" w="100%" p="md" gap="md">
      <Group gap="md">
        <Anchor component={Link} to={`/students/profile?id=${studentId}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} />
            {t('backToSheet')}
          </Group>
        </Anchor>
        <Anchor component={Link} to="/training-card/choice" size="sm">
          {t('otherStudent')}
        </Anchor>
      </Group>
      <Title order={1} size="h2">
        {t('viewTitle', { name })}
      </Title>
      <ErrorAlert error={progress.error ?? student.error} />
      {progress.isPending && <Loader />}
      {progress.data && (
        <ProgressPanel
          progress={progress.data}
          onCardChange={(card) => setParams({ student: studentId, card }, { replace: true })}
        />
      )}
    </Stack>
  );
}
