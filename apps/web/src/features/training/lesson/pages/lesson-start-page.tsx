import { DEFAULT_LESSON_DURATION_MINUTES, nextSkills, type Progress } from '@ds/domain';
import { Alert, Anchor, Button, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { type StudentName, StudentPicker } from '@/components/student-picker';
import { useWithheld, Withheld } from '@/components/withheld';
import { saveOngoingLesson, useOngoingLesson } from '@/lib/ongoing-lesson';
import { usePermissions } from '@/lib/permissions';
import {
  fetchProgress,
  useAppointment,
  useCard,
  useOwnCards,
  useProgress,
  useStartLesson,
  useStudentName,
} from '../api/lessons-api';
import { useStudentCard } from '../api/student-card-api';
import { CardLevelControl } from '../components/card-level-control';
import { LessonBackButton } from '../components/lesson-back-button';
import { type SkillChoice, SkillChooser } from '../components/skill-chooser';

/**
 * /lesson/start (spec §2): from an appointment (my day's start button) or a student sheet,
 * the monitor chooses the card, domain, theme and skills; the lesson starts on the server and
 * is kept on the device from then on. The next skills to work on come chosen, so that one tap
 * starts the lesson.
 */
export function LessonStartPage() {
  const { t } = useTranslation('training-lesson');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const appointmentId = search.get('appointment');
  const appointment = useAppointment(appointmentId);
  // The appointment's students to choose from, or any student the monitor holds, found by name.
  const booked = appointmentId ? (appointment.data?.students ?? []) : [];
  const [student, setStudent] = useState<StudentName | null>(null);
  const named = useStudentName(student ? null : search.get('student'));
  const cards = useOwnCards();
  const { me } = usePermissions();
  const [choice, setChoice] = useState<SkillChoice>({ cardId: null, domainId: null, themeId: null, skillIds: [] });
  const card = useCard(choice.cardId);
  const start = useStartLesson();
  const ongoing = useOngoingLesson();
  // An employee without the right to deliver training prepares nothing he could start (spec §6).
  const startWithheld = useWithheld()('deliverTraining');
  const [skillsError, setSkillsError] = useState<string | undefined>();
  const progress = useProgress(student?.id ?? null, choice.cardId);
  // What was proposed, and for which student and card: made once, the monitor's own changes then stay.
  const [proposal, setProposal] = useState<{ target: string; choice: SkillChoice | null } | null>(null);

  const studentCard = useStudentCard(student?.id ?? null);
  // The card comes chosen: the student's language once he is known, else mine; one the monitor picked stays.
  const [proposedCardId, setProposedCardId] = useState<string | null>(null);
  useEffect(() => {
    const mine = cards.data?.find((entry) => entry.language === me?.language) ?? cards.data?.[0];
    const wanted = studentCard.data?.id ?? mine?.id;
    if (!wanted || wanted === proposedCardId) return;
    setProposedCardId(wanted);
    setChoice((current) =>
      current.cardId === null || current.cardId === proposedCardId
        ? { cardId: wanted, domainId: null, themeId: null, skillIds: [] }
        : current,
    );
  }, [studentCard.data, cards.data, me?.language, proposedCardId]);
  useEffect(() => {
    if (student) return;
    const only = booked.length === 1 ? booked[0] : undefined;
    const known = named.data ?? only;
    if (known) setStudent({ id: known.id, firstname: known.firstname, name: known.name });
  }, [student, named.data, booked]);

  useEffect(() => {
    const target = student && card.data ? `${student.id}/${card.data.id}` : null;
    // Once the student's card is known and chosen (its tree loaded, not the previous card's), so the
    // proposal is not made on another card first and does not take that card back.
    const onChosenCard =
      card.data?.id === choice.cardId && (!studentCard.data || proposedCardId === studentCard.data.id);
    if (!target || !card.data || !progress.data || studentCard.isPending || !onChosenCard) return;
    if (proposal?.target === target) return;
    const next = nextSkills(card.data.tree, progress.data.latest);
    const proposed = next ? { cardId: card.data.id, ...next } : null;
    setProposal({ target, choice: proposed });
    // A theme the monitor chose himself (not the last proposal) stays chosen.
    const own = (current: SkillChoice) => current.themeId !== null && current !== proposal?.choice;
    if (proposed) setChoice((current) => (own(current) ? current : proposed));
  }, [
    student,
    card.data,
    choice.cardId,
    progress.data,
    studentCard.isPending,
    studentCard.data,
    proposedCardId,
    proposal,
  ]);

  const onStart = async () => {
    if (choice.skillIds.length === 0) {
      setSkillsError(t('chooseSkills'));
      return;
    }
    setSkillsError(undefined);
    const theme = card.data?.tree.flatMap((domain) => domain.themes).find((entry) => entry.id === choice.themeId);
    if (!student || !card.data || !theme) return;
    const startedAt = new Date();
    const lesson = await start
      .mutateAsync({
        id: crypto.randomUUID(),
        studentId: student.id,
        appointmentId,
        trainingCardId: card.data.id,
        skillIds: choice.skillIds,
        startedAt: startedAt.toISOString(),
      })
      .catch(() => null);
    if (!lesson) return;
    const known: Progress | null = progress.data ?? (await fetchProgress(student.id, card.data.id).catch(() => null));
    const planned = appointment.data ? new Date(appointment.data.end) : null;
    const end =
      planned && planned > startedAt
        ? planned
        : new Date(startedAt.getTime() + DEFAULT_LESSON_DURATION_MINUTES * 60_000);
    saveOngoingLesson({
      id: lesson.id,
      start: lesson.startedAt,
      end: end.toISOString(),
      student: lesson.student,
      trainingCardId: card.data.id,
      appointmentId,
      objectives: theme.objectives.map((objective) => objective.text),
      skills: choice.skillIds.flatMap((skillId) => {
        const skill = theme.skills.find((entry) => entry.id === skillId);
        const previous = known?.latest.find((entry) => entry.skillId === skillId);
        return skill
          ? [
              {
                id: skill.id,
                name: skill.name,
                pedagogicalObjective: skill.pedagogicalObjective,
                previous: previous ? { level: previous.level, evaluatedAt: previous.evaluatedAt } : null,
              },
            ]
          : [];
      }),
      evaluations: [],
      comments: [],
      synced: [],
    });
    navigate('/lesson/on');
  };

  return (
    <Stack maw={640} mx="auto" w="100%" p="md">
      <LessonBackButton label={t('back')} />
      <Title order={1} size="h2">
        {t('startTitle')}
      </Title>
      {ongoing && (
        <Alert color="yellow" data-testid="lesson-ongoing-notice">
          {t('ongoingNotice', { name: `${ongoing.student.firstname} ${ongoing.student.name}` })}{' '}
          <Anchor component={Link} to="/lesson/on">
            {t('backToLesson')}
          </Anchor>
        </Alert>
      )}
      {(cards.isPending || appointment.isLoading) && <Loader />}
      <ErrorAlert error={cards.error ?? appointment.error ?? card.error} />
      {booked.length > 0 ? (
        <Select
          label={t('student')}
          data={booked.map((entry) => ({ value: entry.id, label: `${entry.firstname} ${entry.name}` }))}
          value={student?.id ?? null}
          onChange={(id) => setStudent(booked.find((entry) => entry.id === id) ?? null)}
          required
        />
      ) : (
        <StudentPicker label={t('student')} value={student} onChange={setStudent} required />
      )}
      {cards.data && cards.data.length === 0 && <Text c="dimmed">{t('noCards')}</Text>}
      {cards.data && cards.data.length > 0 && (
        <SkillChooser cards={cards.data} card={card.data} choice={choice} onChange={setChoice} error={skillsError} />
      )}
      {proposal?.choice && choice === proposal.choice && (
        <Text size="sm" c="dimmed" data-testid="lesson-proposal">
          {t('proposal')}
        </Text>
      )}
      <ErrorAlert error={start.error} />
      <Withheld reason={startWithheld}>
        <Button
          onClick={onStart}
          loading={start.isPending}
          // Withheld, it stays focusable so that its tooltip says why.
          disabled={!startWithheld && (!student || !choice.themeId)}
          size="md"
        >
          {t('start')}
        </Button>
      </Withheld>
      <CardLevelControl />
    </Stack>
  );
}
