/** The catalogue area: courses, infrastructures, reminder templates and training routes. */

export {
  applyCommunicationChoices,
  type CommunicationChoices,
} from './communication-effects/communication-effects.service';
export { coursesRoutes } from './courses/courses.routes';
export { presentCourse } from './courses/courses.service';
export { createDefaultLessonCourse } from './courses/default-course';
export { infrastructuresRoutes } from './infrastructures/infrastructures.routes';
export { remindersRoutes } from './reminders/reminders.routes';
export { trainingRoutesRoutes } from './training-routes/training-routes.routes';
