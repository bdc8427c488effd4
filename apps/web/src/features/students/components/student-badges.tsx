import type { StudentListItem } from '@ds/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Archived, pending (connection not accepted yet) and passed, as the list shows them. */
export function StudentBadges({ student }: { student: Pick<StudentListItem, 'archived' | 'pending' | 'passed'> }) {
  const { t } = useTranslation('students');
  if (!student.archived && !student.pending && !student.passed) return null;
  return (
    <Group gap={4} wrap="wrap">
      {student.archived && (
        <Badge color="gray" variant="light" size="sm">
          {t('badges.archived')}
        </Badge>
      )}
      {student.pending && (
        <Badge color="yellow" variant="light" size="sm">
          {t('badges.pending')}
        </Badge>
      )}
      {student.passed && (
        <Badge color="green" variant="light" size="sm">
          {t('badges.passed')}
        </Badge>
      )}
    </Group>
  );
}
