import { type Course, toCentimes } from '@ds/domain';
import { ActionIcon, Badge, Box, ColorSwatch, Group, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBan, IconRestore, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Withheld } from '@/components/withheld';
import { formatChf } from '@/lib/format-chf';
import type { CourseControls } from '../model/course-controls';
import { CourseIcon } from './course-icon';
import { CourseProblemsWarning } from './course-problems-warning';

/**
 * One course of the list: opens the form when clicked, disables or enables it from its button; a
 * course shared by the school is only shown (with a badge), one an employee's right withholds says why.
 */
export function CourseCard({
  course,
  controls,
  withheld,
  onOpen,
  onToggleDisabled,
}: {
  course: Course;
  controls: CourseControls;
  /** Why the changes are withheld (the employee's right to create courses is off). */
  withheld: string | null;
  onOpen: () => void;
  onToggleDisabled: () => void;
}) {
  const { t } = useTranslation('catalogue-courses');
  const price = course.price === 0 ? t('free') : formatChf(toCentimes(course.price));
  const toggleLabel = t(course.disabled ? 'actions.enable' : 'actions.disable');
  const toggle = (
    <ActionIcon
      variant="subtle"
      color={course.disabled ? 'blue' : 'red'}
      size="xl"
      aria-label={`${toggleLabel}: ${course.label}`}
      onClick={onToggleDisabled}
    >
      {course.disabled ? <IconRestore size={22} /> : <IconBan size={22} />}
    </ActionIcon>
  );
  const summary = (
    <Group wrap="nowrap" gap="sm">
      <CourseIcon icon={course.icon} colour={course.colour} />
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={course.colour} size={12} withShadow={false} style={{ flexShrink: 0 }} />
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {course.label}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            course.abbreviation,
            t('list.category', { category: course.category }),
            t('list.duration', { minutes: course.durationMinutes }),
            price,
          ].join(' · ')}
        </Text>
        {(course.disabled || controls === 'shared') && (
          <Group gap={4} mt={4}>
            {course.disabled && (
              <Badge color="gray" variant="light">
                {t('disabled')}
              </Badge>
            )}
            {controls === 'shared' && (
              <Badge color="blue" variant="light" data-testid="course-shared">
                {t('shared')}
              </Badge>
            )}
          </Group>
        )}
      </div>
    </Group>
  );
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="course-card"
      data-disabled={course.disabled}
      opacity={course.disabled ? 0.7 : 1}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        {controls === 'edit' ? (
          <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} py={4}>
            {summary}
          </UnstyledButton>
        ) : (
          <Box style={{ flex: 1, minWidth: 0 }} py={4}>
            {summary}
          </Box>
        )}
        {controls !== 'shared' && <CourseProblemsWarning problems={course.problems} />}
        {course.sariId && (
          <Tooltip label={t('sariParticipants')}>
            <ActionIcon
              component={Link}
              to={`/courses/${course.id}/participants`}
              variant="subtle"
              size="xl"
              aria-label={`${t('sariParticipants')}: ${course.label}`}
              data-testid="course-sari-participants"
            >
              <IconUsersGroup size={22} />
            </ActionIcon>
          </Tooltip>
        )}
        {controls === 'edit' && <Tooltip label={toggleLabel}>{toggle}</Tooltip>}
        {controls === 'withheld' && <Withheld reason={withheld}>{toggle}</Withheld>}
      </Group>
    </Paper>
  );
}
