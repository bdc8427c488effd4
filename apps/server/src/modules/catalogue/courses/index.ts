export { createDefaultLessonCourse } from './default-course';
