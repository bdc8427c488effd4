import type { BookingPolicyRecord } from '@ds/domain';
import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useSaveCourseReadiness } from '../api/booking-policy-api';

/** The domains of the Swiss training card (F1 to F8). */
const DOMAINS = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8'];
const ANYONE = 'anyone';

type BookableCourse = BookingPolicyRecord['courses'][number];

/** Who may book a course: any student, or only those ready in a domain of their card (F4 before the motorway). */
export function CourseReadinessSelect({ course }: { course: BookableCourse }) {
  const { t } = useTranslation('booking-policy');
  const save = useSaveCourseReadiness();
  return (
    <>
      <Select
        label={t('courses.readiness', { label: course.label })}
        data={[
          { value: ANYONE, label: t('courses.anyone') },
          ...DOMAINS.map((domain) => ({ value: domain, label: t('courses.readyIn', { domain }) })),
        ]}
        value={course.readyDomain ?? ANYONE}
        allowDeselect={false}
        disabled={save.isPending}
        onChange={(value) =>
          value &&
          save.mutate(
            { courseId: course.id, input: { readyDomain: value === ANYONE ? null : value } },
            { onSuccess: () => notifications.show({ color: 'green', message: t('courses.readinessSaved') }) },
          )
        }
        data-testid="course-readiness"
      />
      <ErrorAlert error={save.error} />
    </>
  );
}
