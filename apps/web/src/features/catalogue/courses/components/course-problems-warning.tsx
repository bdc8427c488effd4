import type { CourseProblem } from '@ds/domain';
import { Box, List, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §8 "tooltip on a course that is not configured": a warning icon saying what is missing. */
export function CourseProblemsWarning({ problems }: { problems: CourseProblem[] }) {
  const { t } = useTranslation('catalogue-courses');
  if (problems.length === 0) return null;
  const missing = problems.map((problem) => t(`problems.${problem}`));
  return (
    <Tooltip
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      label={
        <>
          <Text size="sm" fw={600}>
            {t('problems.title')}
          </Text>
          <List size="sm" data-testid="course-problems">
            {missing.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </>
      }
    >
      <Box
        component="span"
        tabIndex={0}
        role="img"
        aria-label={`${t('problems.title')} ${missing.join(', ')}`}
        c="orange.7"
        style={{ display: 'inline-flex', flexShrink: 0 }}
        data-testid="course-problems-icon"
      >
        <IconAlertTriangle size={22} aria-hidden />
      </Box>
    </Tooltip>
  );
}
