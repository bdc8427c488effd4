import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The lessons history: the lessons feature fills it; until then it says so plainly. */
export function LessonsSection() {
  const { t } = useTranslation('student-sheet');
  return (
    <Text c="dimmed" size="sm" data-testid="lessons-empty">
      {t('lessons.empty')}
    </Text>
  );
}
