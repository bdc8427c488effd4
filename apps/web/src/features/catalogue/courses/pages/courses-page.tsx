import { Button, Group, Loader, Stack, Switch, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useWithheld, Withheld } from '@/components/withheld';
import { useCourses } from '../api/courses-api';
import { CourseFormModal } from '../components/course-form-modal';
import { CourseList } from '../components/course-list';
import { useCourseDisabling } from '../model/use-course-disabling';

/** Which course the form shows: none (closed), a new one (id null) or one of mine. */
type Editing = { id: string | null } | null;

/**
 * /courses and /account/courses: my courses and lessons, each opened in the full form; an employee
 * also sees those shared with employees (read-only), and creates his own only with the right to.
 */
export function CoursesPage() {
  const { t } = useTranslation('catalogue-courses');
  const courses = useCourses();
  const withheld = useWithheld()('createCourses');
  const disabling = useCourseDisabling();
  const [showDisabled, setShowDisabled] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);

  const all = courses.data ?? [];
  const shown = showDisabled ? all : all.filter((course) => !course.disabled);
  const edited = all.find((course) => course.id === editing?.id) ?? null;

  return (
    <Stack maw={960} mx="auto">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Withheld reason={withheld}>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ id: null })}>
            {t('actions.new')}
          </Button>
        </Withheld>
      </Group>
      <Switch
        label={t('showDisabled')}
        checked={showDisabled}
        onChange={(event) => setShowDisabled(event.currentTarget.checked)}
      />
      <ErrorAlert error={courses.error ?? disabling.error} />
      {courses.isPending ? (
        <Loader />
      ) : (
        <CourseList
          courses={shown}
          withheld={withheld}
          onOpen={(course) => setEditing({ id: course.id })}
          onToggleDisabled={disabling.toggle}
        />
      )}
      <CourseFormModal
        opened={editing !== null}
        course={edited}
        // A prerequisite is one of my own courses (the server refuses another's).
        otherCourses={all.filter((course) => course.mine && course.id !== editing?.id)}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
