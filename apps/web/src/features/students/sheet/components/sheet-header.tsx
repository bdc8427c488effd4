import { formatFaber, type Student } from '@ds/domain';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowLeft,
  IconArrowsExchange,
  IconKey,
  IconPencil,
  IconPrinter,
  IconShare,
  IconSteeringWheel,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useWithheld } from '@/components/withheld';
import { StudentBadges } from '../../components/student-badges';
import type { SheetPermissions } from '../model/sheet-permissions';
import { useConfirmedCommands } from '../model/use-confirmed-commands';
import { useStudentPrint } from '../model/use-student-print';
import { EditIdentityModal } from './edit-identity-modal';
import { ExamDateModal } from './exam-date-modal';
import { ShareModal } from './share-modal';
import { type SheetAction, SheetActionsBar, SheetActionsMenu } from './sheet-actions';
import { TransferModal } from './transfer-modal';

type Dialog = 'edit' | 'transfer' | 'share' | null;

/**
 * Name, FABER, badges and the actions on the whole student; `badges` come from other areas (the
 * training's unpaid lessons), after the student's own.
 */
export function SheetHeader({
  student,
  permissions,
  badges,
}: {
  student: Student;
  permissions: SheetPermissions;
  badges?: ReactNode;
}) {
  const { t } = useTranslation(['students-sheet', 'training-lesson']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const commands = useConfirmedCommands(student);
  const printing = useStudentPrint(student);
  const withheld = useWithheld();
  const icon = { size: 18 };

  const actions: SheetAction[] = [
    ...(permissions.canWrite && !student.archived
      ? [
          {
            key: 'lesson',
            label: t('training-lesson:startLesson'),
            icon: <IconSteeringWheel {...icon} />,
            to: `/lesson/start?student=${student.id}`,
            withheld: withheld('deliverTraining'),
            color: 'red',
          },
        ]
      : []),
    ...(permissions.canWrite
      ? [
          { key: 'edit', label: t('actions.edit'), icon: <IconPencil {...icon} />, onClick: () => setDialog('edit') },
          student.archived
            ? {
                key: 'unarchive',
                label: t('actions.unarchive'),
                icon: <IconArchiveOff {...icon} />,
                onClick: commands.toggleArchived,
              }
            : {
                key: 'archive',
                label: t('actions.archive'),
                icon: <IconArchive {...icon} />,
                onClick: commands.toggleArchived,
              },
        ]
      : []),
    ...(permissions.canManageMonitors
      ? [
          {
            key: 'transfer',
            label: t('actions.transfer'),
            icon: <IconArrowsExchange {...icon} />,
            onClick: () => setDialog('transfer'),
          },
          { key: 'share', label: t('actions.share'), icon: <IconShare {...icon} />, onClick: () => setDialog('share') },
        ]
      : []),
    ...(permissions.canWrite
      ? [
          {
            key: 'credentials',
            label: t(student.hasLogin ? 'actions.credentialsAgain' : 'actions.credentials'),
            icon: <IconKey {...icon} />,
            onClick: commands.sendCredentials,
            disabled: !student.email,
          },
        ]
      : []),
    {
      key: 'print',
      label: t('actions.print'),
      icon: <IconPrinter {...icon} />,
      onClick: () => void printing.print(),
      loading: printing.busy,
    },
  ];

  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/students" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {student.firstname} {student.name}
          </Title>
          <Group gap="xs">
            {student.faber && (
              <Text c="dimmed" size="sm" data-testid="student-faber">
                {t('faber', { faber: formatFaber(student.faber) })}
              </Text>
            )}
            <Group gap={4} data-testid="student-badges">
              <StudentBadges student={student} />
              {badges}
              {!permissions.canWrite && (
                <Badge color="blue" variant="light" size="sm">
                  {t('readOnly')}
                </Badge>
              )}
            </Group>
          </Group>
        </Stack>
        <SheetActionsMenu actions={actions} />
      </Group>
      <SheetActionsBar actions={actions} />
      <ErrorAlert error={commands.error ?? printing.error} />
      {dialog === 'edit' && <EditIdentityModal student={student} onClose={() => setDialog(null)} />}
      {dialog === 'transfer' && <TransferModal student={student} onClose={() => setDialog(null)} />}
      {dialog === 'share' && <ShareModal student={student} onClose={() => setDialog(null)} />}
      {printing.examIdToDate && (
        <ExamDateModal
          studentId={student.id}
          examId={printing.examIdToDate}
          onCancel={printing.cancelDating}
          onDated={() => void printing.print()}
        />
      )}
    </Stack>
  );
}
