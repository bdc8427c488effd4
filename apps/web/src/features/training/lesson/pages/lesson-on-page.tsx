import { DEFAULT_TRAINING_CARD_LEVEL } from '@ds/domain';
import { Anchor, Badge, Button, Group, List, Loader, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { lessonLevels, saveOngoingLesson, withComment, withEvaluation } from '@/lib/ongoing-lesson';
import { usePermissions } from '@/lib/permissions';
import { EvaluationLegend, EvaluationScale } from '../components/evaluation-scale';
import { LessonBackButton } from '../components/lesson-back-button';
import { LessonCommentForm } from '../components/lesson-comment-form';
import { LessonTimer } from '../components/lesson-timer';
import { useLessonSync } from '../hooks/use-lesson-sync';
import { useRestoredLesson } from '../hooks/use-restored-lesson';

/**
 * /lesson/on (spec §2): each chosen skill evaluated on the 0–5 scale next to its previous level,
 * comments general or per skill, the timer. Every change is saved on the device at once and
 * sent when there is a connection.
 */
export function LessonOnPage() {
  const { t } = useTranslation('training-lesson');
  const { lesson, looking } = useRestoredLesson();
  const sync = useLessonSync(lesson);
  const { me } = usePermissions();

  if (!lesson) {
    return (
      <Stack maw={720} mx="auto" w="100%" p="md">
        {looking ? <Loader /> : <Text>{t('noLesson')}</Text>}
        <Anchor component={Link} to="/">
          {t('backHome')}
        </Anchor>
      </Stack>
    );
  }

  const levels = lessonLevels(lesson);
  // Spec §3 trainingCardLevel: 1 the skills only, 2 with the objectives, 3 with the pedagogical ones.
  const detail = me?.trainingCardLevel ?? DEFAULT_TRAINING_CARD_LEVEL;
  return (
    <Stack maw={720} mx="auto" w="100%" p="md" gap="md">
      {/* My day; the lesson goes on, the top bar's button leads back to it. */}
      <LessonBackButton label={t('backHome')} to="/" />
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t('onTitle', { name: `${lesson.student.firstname} ${lesson.student.name}` })}
          </Title>
          <LessonTimer start={lesson.start} end={lesson.end} />
        </Stack>
        <Badge color={sync.pending === 0 ? 'green' : 'orange'} variant="light" data-testid="lesson-sync">
          {sync.pending === 0 ? t('allSaved') : t('pending', { count: sync.pending })}
        </Badge>
      </Group>
      {detail >= 2 && lesson.objectives.length > 0 && (
        <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" data-testid="lesson-objectives">
          <Text fw={600} size="sm">
            {t('objectives')}
          </Text>
          <List size="sm">
            {lesson.objectives.map((objective) => (
              <List.Item key={objective}>{objective}</List.Item>
            ))}
          </List>
        </Paper>
      )}
      {lesson.skills.map((skill) => (
        <Paper key={skill.id} withBorder p="sm" data-testid="lesson-skill">
          <Stack gap={6}>
            <div>
              <Text fw={600} data-testid="lesson-skill-name">
                {skill.name}
              </Text>
              {/* Under the name, not beside it: both keep the card's whole width on a phone. */}
              <Text size="sm" c="dimmed" data-testid="lesson-previous">
                {skill.previous
                  ? t('previous', {
                      level: skill.previous.level,
                      date: formatDate(new Date(skill.previous.evaluatedAt)),
                    })
                  : t('noPrevious')}
              </Text>
            </div>
            {detail >= 3 && skill.pedagogicalObjective && (
              <Text size="sm" c="dimmed">
                {skill.pedagogicalObjective}
              </Text>
            )}
            <EvaluationScale
              skillName={skill.name}
              level={levels.get(skill.id) ?? 0}
              onChange={(level) => saveOngoingLesson(withEvaluation(lesson, skill.id, level))}
            />
          </Stack>
        </Paper>
      ))}
      <Spoiler maxHeight={0} showLabel={t('showLegend')} hideLabel={t('hideLegend')}>
        <EvaluationLegend />
      </Spoiler>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Text fw={600}>{t('comments')}</Text>
          {lesson.comments.map((comment) => (
            <Text key={comment.id} size="sm" data-testid="lesson-comment">
              {comment.skillId ? `${lesson.skills.find((skill) => skill.id === comment.skillId)?.name ?? ''} · ` : ''}
              {comment.text}
            </Text>
          ))}
          <LessonCommentForm
            skills={lesson.skills}
            onAdd={(text, skillId) => saveOngoingLesson(withComment(lesson, text, skillId))}
          />
        </Stack>
      </Paper>
      <Button component={Link} to="/lesson/end" color="red" size="md">
        {t('finish')}
      </Button>
    </Stack>
  );
}
