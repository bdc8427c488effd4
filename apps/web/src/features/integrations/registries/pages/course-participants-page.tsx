import { type CourseParticipant, registrySubmissionResendable } from '@ds/domain';
import { Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { useWithheld, Withheld } from '@/components/withheld';
import { formatDate, swissMoment } from '@/lib/format';
import { useCourseParticipants, useSendToSari } from '../api/registries-api';
import { ResendButton } from '../components/resend-button';
import { SubmissionStatus } from '../components/submission-status';
import { WithdrawButton } from '../components/withdraw-button';

/** Who may be ticked for a sending: never sent, or refused, given up or withdrawn. */
const sendable = (participant: CourseParticipant) =>
  !participant.submission || registrySubmissionResendable(participant.submission.status);

function ParticipantCard({
  participant,
  chosen,
  onChoose,
  mayAct,
  onError,
}: {
  participant: CourseParticipant;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  /** Sending again and withdrawing: the caller's sariSync right. */
  mayAct: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('integrations-registries');
  const name = `${participant.firstname} ${participant.name}`;
  return (
    <Paper withBorder p="sm" data-testid="participant" data-student-id={participant.studentId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <Checkbox
            mt={4}
            aria-label={t('participants.choose', { name })}
            checked={chosen}
            disabled={!sendable(participant)}
            onChange={(event) => onChoose(event.currentTarget.checked)}
            data-testid="participant-choose"
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/students/profile?id=${participant.studentId}`} fw={600}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                t('participants.faber', { faber: participant.faber ?? t('participants.missing') }),
                t('participants.birthDate', {
                  date: participant.birthDate ? formatDate(participant.birthDate) : t('participants.missing'),
                }),
              ].join(' · ')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('participants.lastSession', { when: swissMoment(participant.lastSessionAt) })}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" align="flex-start">
          <SubmissionStatus submission={participant.submission} />
          {participant.submission && mayAct && (
            <>
              <ResendButton submission={participant.submission} label={name} onError={onError} />
              <WithdrawButton submission={participant.submission} label={name} who={name} onError={onError} />
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function Participants({ courseId }: { courseId: string }) {
  const { t } = useTranslation('integrations-registries');
  const list = useCourseParticipants(courseId);
  const send = useSendToSari(courseId);
  const withheld = useWithheld()('sariSync');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<unknown>(null);
  if (list.isPending) return <Loader />;
  if (!list.data) return <ErrorAlert error={list.error} />;
  const { course, participants } = list.data;
  const open = participants.filter(sendable);
  const allChosen = open.length > 0 && open.every((participant) => chosen.has(participant.studentId));
  const choose = (studentId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(studentId);
    else next.delete(studentId);
    setChosen(next);
  };
  const submit = () => {
    setError(null);
    send.mutate({ studentIds: [...chosen], appointmentId: null }, { onSuccess: () => setChosen(new Set()) });
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {t('participants.title', { course: course.label })}
      </Title>
      <Text size="sm" c="dimmed">
        {course.sariId ? t('participants.sariId', { id: course.sariId }) : t('participants.noSariId')}
        {course.autoSariSync ? ` · ${t('participants.autoSync')}` : ''}
      </Text>
      <ErrorAlert error={send.error ?? error} />
      {participants.length === 0 ? (
        <Text c="dimmed">{t('participants.none')}</Text>
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Checkbox
              label={t('participants.chooseAll')}
              checked={allChosen}
              disabled={open.length === 0}
              onChange={(event) =>
                setChosen(new Set(event.currentTarget.checked ? open.map((participant) => participant.studentId) : []))
              }
            />
            <Withheld reason={withheld}>
              <Button
                onClick={submit}
                disabled={chosen.size === 0 || !course.sariId}
                loading={send.isPending}
                data-testid="send-to-sari"
              >
                {t('actions.sendToSari', { count: chosen.size })}
              </Button>
            </Withheld>
          </Group>
          <Stack gap="xs">
            {participants.map((participant) => (
              <ParticipantCard
                key={participant.studentId}
                participant={participant}
                chosen={chosen.has(participant.studentId)}
                onChoose={(on) => choose(participant.studentId, on)}
                mayAct={withheld === null}
                onError={setError}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * /courses/:id/participants: the students of a course's sessions with their SARI state (spec §1),
 * ticked and sent to SARI at once, a refused, given-up or withdrawn one sent again, a registered
 * one withdrawn from the course (after a confirmation); the list follows the sendings and
 * withdrawals on their way until SARI has answered.
 */
export function CourseParticipantsPage() {
  const { t } = useTranslation('integrations-registries');
  const id = z.uuid().safeParse(useParams().id);
  return (
    <Stack maw={900} mx="auto" w="100%" data-testid="course-participants">
      <Anchor component={Link} to="/courses" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('participants.back')}
        </Group>
      </Anchor>
      {id.success ? <Participants courseId={id.data} /> : <Text c="dimmed">{t('participants.notFound')}</Text>}
    </Stack>
  );
}
