import type { BookingPolicyRecord } from '@ds/domain';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/lib/permissions';
import { CourseReadinessSelect } from './course-readiness-select';

/**
 * The courses students may book: his personal courses with self-registration on, set on the
 * course screen (behind the admin licence: without it, the way to the licence instead), each open
 * to any student or only to those ready in a domain of their training card.
 */
export function BookableCourses({ courses }: { courses: BookingPolicyRecord['courses'] }) {
  const { t } = useTranslation('booking-policy');
  const { adminLicence: licensed } = usePermissions();
  return (
    <Stack gap="xs" data-testid="bookable-courses">
      {courses.length > 0 ? (
        courses.map((course) => (
          <Paper key={course.id} withBorder p="sm">
            <Stack gap="xs">
              <Text fw={600}>{t('courses.item', { label: course.label, count: course.durationMinutes })}</Text>
              <CourseReadinessSelect course={course} />
            </Stack>
          </Paper>
        ))
      ) : (
        <Text size="sm" c="dimmed">
          {t('courses.none')}
        </Text>
      )}
      {courses.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('courses.readinessHint')}
        </Text>
      )}
      <Text size="sm">{t('courses.hint')}</Text>
      {licensed ? (
        <Button
          component={Link}
          to="/courses"
          variant="light"
          size="xs"
          leftSection={<IconSchool size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('courses.open')}
        </Button>
      ) : (
        <Button
          component={Link}
          to="/account/subscriptions"
          variant="light"
          size="xs"
          leftSection={<IconKey size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('courses.activateLicence')}
        </Button>
      )}
    </Stack>
  );
}
