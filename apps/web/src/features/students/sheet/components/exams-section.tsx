import type { Exam } from '@ds/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { examsApi } from '../api/sections-api';
import { refreshStudent } from '../api/sheet-keys';
import { useConfirmDelete } from '../model/use-confirm-delete';
import { ExamForm } from './exam-form';
import { ExamStatusBadge } from './exam-status-badge';
import { ExaminersModal } from './examiners-modal';
import { RecordRow } from './record-row';
import { SectionList } from './section-list';
import { SheetModal } from './sheet-modal';

/** The student's exams (first aid, theory, practice) and the school's examiners. */
export function ExamsSection({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t } = useTranslation('students-sheet');
  const exams = examsApi.useList(studentId);
  const remove = examsApi.useDelete(studentId);
  const client = useQueryClient();
  // Deleting a passed practical exam changes the student's "passed" badge.
  const confirmDelete = useConfirmDelete(remove, 'exams', () => refreshStudent(client, studentId));
  const [editing, setEditing] = useState<Exam | 'new' | null>(null);
  const [managingExaminers, setManagingExaminers] = useState(false);

  const nameOf = (exam: Exam) =>
    `${t(`exams.types.${exam.type}`)} ${exam.date ? formatDate(exam.date) : t('exams.noDate')}`;

  return (
    <SectionList
      loading={exams.isPending}
      error={exams.error ?? remove.error}
      empty={exams.data?.length === 0}
      emptyText={t('exams.empty')}
      addLabel={t('exams.add')}
      onAdd={canWrite ? () => setEditing('new') : undefined}
      tools={
        canWrite && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconUsers size={16} />}
            onClick={() => setManagingExaminers(true)}
          >
            {t('examiners.manage')}
          </Button>
        )
      }
    >
      {exams.data?.map((exam) => (
        <RecordRow
          key={exam.id}
          testId="student-exam"
          name={nameOf(exam)}
          onEdit={canWrite ? () => setEditing(exam) : undefined}
          onDelete={canWrite ? () => confirmDelete(exam.id, nameOf(exam)) : undefined}
        >
          <Group gap="xs">
            <Text fw={500}>{t(`exams.types.${exam.type}`)}</Text>
            <ExamStatusBadge status={exam.status} />
          </Group>
          <Text size="sm">
            {exam.date ? formatDate(exam.date) : t('exams.noDate')}
            {exam.examiner && ` · ${exam.examiner.name}`}
          </Text>
          {exam.remarks && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {exam.remarks}
            </Text>
          )}
        </RecordRow>
      ))}
      {editing && (
        <SheetModal onClose={() => setEditing(null)} title={t(editing === 'new' ? 'exams.add' : 'exams.edit')}>
          <ExamForm studentId={studentId} exam={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </SheetModal>
      )}
      {managingExaminers && <ExaminersModal onClose={() => setManagingExaminers(false)} />}
    </SectionList>
  );
}
