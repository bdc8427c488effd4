import type { CourseInput } from '@ds/domain';
import { ThemeIcon } from '@mantine/core';
import { COURSE_ICON_COMPONENTS } from '../model/course-icons';

/** A course's icon on its colour. */
export function CourseIcon({ icon, colour }: { icon: CourseInput['icon']; colour: string }) {
  const Icon = COURSE_ICON_COMPONENTS[icon];
  return (
    <ThemeIcon size="lg" radius="md" color={colour} variant="light" aria-hidden>
      <Icon size={22} stroke={1.6} />
    </ThemeIcon>
  );
}
