import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '@/lib/permissions';
import { useExaminers } from '../api/examiners-api';
import { ExaminerRow } from './examiner-row';
import { SheetModal } from './sheet-modal';

/** The school's managed list of examiners (spec §2 "exams and examiners"). */
export function ExaminersModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('students-sheet');
  const examiners = useExaminers();
  const { ability } = usePermissions();
  return (
    <SheetModal onClose={onClose} title={t('examiners.title')}>
      <Stack gap="sm">
        {!ability.can('manage', 'schoolRecords') && (
          <Text c="dimmed" size="sm">
            {t('examiners.headOnly')}
          </Text>
        )}
        {examiners.isPending && <Loader size="sm" />}
        <ErrorAlert error={examiners.error} />
        {examiners.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('examiners.empty')}
          </Text>
        )}
        {examiners.data?.map((examiner) => (
          <ExaminerRow key={examiner.id} examiner={examiner} />
        ))}
      </Stack>
    </SheetModal>
  );
}
