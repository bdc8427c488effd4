import { type Course, toCentimes } from '@ds/domain';
import { ActionIcon, Badge, ColorSwatch, Group, Paper, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBan, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatChf } from '@/lib/format-chf';
import { CourseIcon } from './course-icon';
import { CourseProblemsWarning } from './course-problems-warning';

/** One course of the list: opens the form when clicked; disables or enables it from its button. */
export function CourseCard({
  course,
  onOpen,
  onToggleDisabled,
}: {
  course: Course;
  onOpen: () => void;
  onToggleDisabled: () => void;
}) {
  const { t } = useTranslation('catalogue-courses');
  const price = course.price === 0 ? t('free') : formatChf(toCentimes(course.price));
  const toggleLabel = t(course.disabled ? 'actions.enable' : 'actions.disable');
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="course-card"
      data-disabled={course.disabled}
      opacity={course.disabled ? 0.7 : 1}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <UnstyledButton onClick={onOpen} style={{ flex: 1, minWidth: 0 }} py={4}>
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
              {course.disabled && (
                <Badge color="gray" variant="light" mt={4}>
                  {t('disabled')}
                </Badge>
              )}
            </div>
          </Group>
        </UnstyledButton>
        <CourseProblemsWarning problems={course.problems} />
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color={course.disabled ? 'blue' : 'red'}
            size="xl"
            aria-label={`${toggleLabel}: ${course.label}`}
            onClick={onToggleDisabled}
          >
            {course.disabled ? <IconRestore size={22} /> : <IconBan size={22} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
