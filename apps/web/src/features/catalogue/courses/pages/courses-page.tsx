import { Button, Group, Loader, Stack, Switch, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useCourses } from '../api/courses-api';
import { CourseFormModal } from '../components/course-form-modal';
import { CourseList } from '../components/course-list';
import { useCourseDisabling } from '../model/use-course-disabling';

/** Which course the form shows: none (closed), a new one (id null) or one of mine. */
type Editing = { id: string | null } | null;

/** /courses and /account/courses: my courses and lessons, each opened in the full form. */
export function CoursesPage() {
  const { t } = useTranslation('catalogue-courses');
  const courses = useCourses();
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
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ id: null })}>
          {t('actions.new')}
        </Button>
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
          onOpen={(course) => setEditing({ id: course.id })}
          onToggleDisabled={disabling.toggle}
        />
      )}
      <CourseFormModal
        opened={editing !== null}
        course={edited}
        otherCourses={all.filter((course) => course.id !== editing?.id)}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
