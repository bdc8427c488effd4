import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStudentLessons } from '../api/progress-api';

/** Spec §4: an unpaid lesson is flagged on the sheet, next to the student's name. */
export function UnpaidBadge({ studentId }: { studentId: string }) {
  const { t } = useTranslation('training-progress');
  const unpaid = useStudentLessons(studentId).data?.unpaid.length ?? 0;
  if (unpaid === 0) return null;
  return (
    <Badge color="orange" variant="filled" size="sm" data-testid="unpaid-badge">
      {t('unpaidBadge', { count: unpaid })}
    </Badge>
  );
}
