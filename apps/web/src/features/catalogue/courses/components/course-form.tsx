import type { Course } from '@ds/domain';
import { Badge, Box, Button, Fieldset, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { actorOf } from '@/lib/actor';
import { usePermissions } from '@/lib/permissions';
import { offersReminders } from '../model/course-controls';
import { useCourseDisabling } from '../model/use-course-disabling';
import { useCourseForm } from '../model/use-course-form';
import { DatesSection } from './dates-section';
import { DescriptionsSection } from './descriptions-section';
import { FormErrorSummary } from './form-error-summary';
import { GeneralSection } from './general-section';
import { RegistrationSection } from './registration-section';
import { RemindersSection } from './reminders-section';
import { SariSection } from './sari-section';

/** Every field of a course (spec §3 "Course or lesson") in sections; `course` null creates one. */
export function CourseForm({
  course,
  otherCourses,
  onClose,
}: {
  course: Course | null;
  otherCourses: Course[];
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue-courses');
  const { values, set, errors, submit, saving, failure, reload } = useCourseForm(course, onClose);
  const disabling = useCourseDisabling();
  const { me, ability } = usePermissions();
  const section = { values, set, errors };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {course?.disabled && (
          <Badge color="gray" variant="light">
            {t('disabled')}
          </Badge>
        )}
        <Fieldset legend={t('sections.general')}>
          <GeneralSection {...section} />
        </Fieldset>
        <Fieldset legend={t('sections.descriptions')}>
          <DescriptionsSection {...section} />
        </Fieldset>
        <Fieldset legend={t('sections.dates')}>
          <DatesSection {...section} otherCourses={otherCourses} />
        </Fieldset>
        <Fieldset legend={t('sections.registration')}>
          <RegistrationSection {...section} />
        </Fieldset>
        {offersReminders(ability, actorOf(me)) && (
          <Fieldset legend={t('sections.reminders')}>
            <RemindersSection {...section} />
          </Fieldset>
        )}
        <Fieldset legend={t('sections.sari')}>
          <SariSection {...section} />
        </Fieldset>
        <Box
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 1 }}
        >
          <Stack gap="sm">
            <FormErrorSummary errors={errors} />
            <SaveFailureAlert failure={failure} onReload={reload} />
            <ErrorAlert error={disabling.error} />
            <Group justify="space-between" gap="sm">
              {course ? (
                <Button
                  variant="outline"
                  color={course.disabled ? 'blue' : 'red'}
                  onClick={() => disabling.toggle(course)}
                  loading={disabling.busy}
                >
                  {t(course.disabled ? 'actions.enable' : 'actions.disable')}
                </Button>
              ) : (
                <span />
              )}
              <FormButtons onCancel={onClose} saving={saving} gap="sm" ml="auto" />
            </Group>
          </Stack>
        </Box>
      </Stack>
    </form>
  );
}
