import { EVALUATION_LEVEL_KEYS, type EvaluationLevel, type LessonPayment } from '@ds/domain';
import { Anchor, Button, Paper, SegmentedControl, Stack, Table, Text, Title, useMatches } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useWithheld } from '@/components/withheld';
import { ApiError } from '@/lib/api-client';
import {
  clearOngoingLesson,
  lessonLevels,
  pendingWork,
  readOngoingLesson,
  saveOngoingLesson,
  useOngoingLesson,
  withSynced,
} from '@/lib/ongoing-lesson';
import { sendLessonWork, useEndLesson } from '../api/lessons-api';
import { LessonBackButton } from '../components/lesson-back-button';

/**
 * /lesson/end (spec §2): the summary, then paid, offered free of charge or left unpaid (then
 * flagged on the student sheet and in my day). What is still on the device is sent first.
 */
export function LessonEndPage() {
  const { t } = useTranslation('training-lesson');
  const navigate = useNavigate();
  const lesson = useOngoingLesson();
  const end = useEndLesson();
  const [settlement, setSettlement] = useState<LessonPayment>('paid');
  const [failure, setFailure] = useState<unknown>(null);
  // Offering the lesson free is delivering training free: an employee needs that right (spec §6).
  const offerWithheld = useWithheld()('deliverTraining');
  // One above the other on a phone, where the three side by side ("Noch nicht bezahlt") are cut.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  if (!lesson) {
    return (
      <Stack maw={720} mx="auto" w="100%" p="md">
        <Text>{t('noLesson')}</Text>
        <Anchor component={Link} to="/">
          {t('backHome')}
        </Anchor>
      </Stack>
    );
  }

  const levels = lessonLevels(lesson);
  const minutes = Math.max(1, Math.round((Date.now() - new Date(lesson.start).getTime()) / 60_000));
  const onFinish = async () => {
    setFailure(null);
    try {
      const pending = pendingWork(lesson);
      if (pending.evaluations.length + pending.comments.length > 0) {
        const answer = await sendLessonWork(lesson.id, pending);
        const latest = readOngoingLesson();
        if (latest)
          saveOngoingLesson(
            withSynced(
              latest,
              [...answer.evaluations, ...answer.comments].map((item) => item.id),
            ),
          );
      }
      await end.mutateAsync({
        lessonId: lesson.id,
        end: { endedAt: new Date().toISOString(), paid: settlement === 'paid', offered: settlement === 'offered' },
      });
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(0, 'network', 'No connection'));
      return;
    }
    clearOngoingLesson();
    notifications.show({ color: 'green', message: settlement === 'offered' ? t('offered') : t('ended') });
    navigate(`/students/profile?id=${lesson.student.id}`);
  };

  return (
    <Stack maw={720} mx="auto" w="100%" p="md" gap="md">
      <LessonBackButton label={t('backToLesson')} to="/lesson/on" />
      <Title order={1} size="h3">
        {t('endTitle', { name: `${lesson.student.firstname} ${lesson.student.name}` })}
      </Title>
      <Text size="sm">{t('duration', { minutes })}</Text>
      <Paper withBorder p="sm">
        <Table data-testid="lesson-summary">
          <Table.Tbody>
            {lesson.skills.map((skill) => {
              const level = (levels.get(skill.id) ?? 0) as EvaluationLevel;
              return (
                <Table.Tr key={skill.id}>
                  <Table.Td>{skill.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {level} – {t(`scale.${EVALUATION_LEVEL_KEYS[level]}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed" mt="xs">
          {t('commentCount', { count: lesson.comments.length })}
        </Text>
      </Paper>
      <SegmentedControl
        fullWidth
        size="md"
        orientation={orientation}
        aria-label={t('settlement')}
        value={settlement}
        onChange={(value) => setSettlement(value as LessonPayment)}
        data={[
          { value: 'paid', label: t('paid') },
          { value: 'offered', label: t('offeredChoice'), disabled: offerWithheld !== null },
          { value: 'unpaid', label: t('unpaid') },
        ]}
      />
      {offerWithheld && (
        <Text size="sm" c="dimmed" data-testid="lesson-offer-withheld">
          {offerWithheld}
        </Text>
      )}
      <ErrorAlert error={failure} />
      <Button onClick={onFinish} loading={end.isPending} color="red" size="md">
        {t('endLesson')}
      </Button>
    </Stack>
  );
}
