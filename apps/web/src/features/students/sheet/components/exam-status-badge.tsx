import type { ExamStatus } from '@ds/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ExamStatus, string> = { success: 'green', unknown: 'gray', failed: 'red' };

export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { t } = useTranslation('students-sheet');
  return (
    <Badge color={COLOURS[status]} variant="light" size="sm">
      {t(`exams.statuses.${status}`)}
    </Badge>
  );
}
