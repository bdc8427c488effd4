import type { RegistrySubmission } from '@ds/domain';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { swissMoment } from '@/lib/format';
import { usePermissions } from '@/lib/permissions';
import { useSendToL2, useStudentSubmissions } from '../api/registries-api';
import { ResendButton } from './resend-button';
import { SubmissionStatus } from './submission-status';
import { WithdrawButton } from './withdraw-button';

function SubmissionRow({
  submission,
  mayAct,
  onError,
}: {
  submission: RegistrySubmission;
  /** Sending again and withdrawing: the writer's right for the registry. */
  mayAct: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('integrations-registries');
  const title =
    submission.registry === 'sari'
      ? t('student.sariFor', { course: submission.courseLabel ?? submission.externalCourseId ?? '' })
      : t('student.l2');
  return (
    <Paper withBorder p="sm" data-testid="registry-submission" data-registry={submission.registry}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {t('student.requestedAt', { when: swissMoment(submission.requestedAt) })}
            {submission.externalReference
              ? ` · ${t('student.reference', { reference: submission.externalReference })}`
              : ''}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-start">
          <SubmissionStatus submission={submission} />
          {mayAct && (
            <>
              <ResendButton submission={submission} label={title} onError={onError} />
              <WithdrawButton submission={submission} label={title} who={t('withdraw.thisStudent')} onError={onError} />
            </>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A student's sendings to SARI and L2 on his sheet (spec §1, §4): each with its state and the
 * registry's reason, sent again when refused, given up or withdrawn, withdrawn from his SARI
 * course when registered, and "send to L2" for a writer whose rights allow it.
 */
export function StudentRegistriesSection({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t } = useTranslation('integrations-registries');
  const { mayUse } = usePermissions();
  const submissions = useStudentSubmissions(studentId);
  const sendToL2 = useSendToL2(studentId);
  const [error, setError] = useState<unknown>(null);
  if (submissions.isPending) return <Loader size="sm" />;
  const rows = submissions.data ?? [];
  const l2Sent = rows.some((row) => row.registry === 'l2');
  const mayAct = (row: RegistrySubmission) => canWrite && mayUse(row.registry === 'sari' ? 'sariSync' : 'sendToL2');
  return (
    <Stack gap="sm" data-testid="student-registries">
      <ErrorAlert error={submissions.error ?? sendToL2.error ?? error} />
      {rows.length === 0 && <Text c="dimmed">{t('student.none')}</Text>}
      {rows.map((row) => (
        <SubmissionRow key={row.id} submission={row} mayAct={mayAct(row)} onError={setError} />
      ))}
      {canWrite && mayUse('sendToL2') && !l2Sent && (
        <Group>
          <Button
            variant="light"
            loading={sendToL2.isPending}
            onClick={() => {
              setError(null);
              sendToL2.mutate();
            }}
            data-testid="send-to-l2"
          >
            {t('actions.sendToL2')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
