import type { Student } from '@ds/domain';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { InfoGrid } from './info-grid';
import { TrainingForm } from './training-form';

const day = (value: string | null) => (value ? formatDate(value) : null);

/** Spec §3 Student training info: shown, and edited in place by whoever may write. */
export function TrainingSection({ student, canWrite }: { student: Student; canWrite: boolean }) {
  const { t } = useTranslation('students-sheet');
  const [editing, setEditing] = useState(false);
  if (editing) return <TrainingForm student={student} onDone={() => setEditing(false)} />;

  const training = student.training;
  const yesNo = (flag: boolean) => t(flag ? 'training.yes' : 'training.no');
  return (
    <Stack gap="sm">
      <InfoGrid
        items={[
          { label: t('training.validUntil'), value: day(training.validUntil) },
          { label: t('training.profession'), value: training.profession },
          { label: t('training.desiredCategories'), value: training.desiredCategories.join(', ') },
          { label: t('training.ownedCategories'), value: training.ownedCategories.join(', ') },
          { label: t('training.insurance'), value: yesNo(training.insurance) },
          { label: t('training.insurancePaid'), value: yesNo(training.insurancePaid) },
          { label: t('training.firstAidDate'), value: day(training.firstAidDate) },
          {
            label: t('training.awarenessDays'),
            value: training.awarenessDays.map((date) => day(date) ?? '–').join(' · '),
          },
          { label: t('training.provisionalDeliveredOn'), value: day(training.provisionalLicence.deliveredOn) },
          { label: t('training.provisionalDeadline'), value: day(training.provisionalLicence.deadline) },
          { label: t('training.provisionalNumber'), value: training.provisionalLicence.number },
          { label: t('training.day1Date'), value: day(training.day1Date) },
          { label: t('training.day2Date'), value: day(training.day2Date) },
        ]}
      />
      {canWrite && (
        <Group justify="flex-end">
          <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t('training.edit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
