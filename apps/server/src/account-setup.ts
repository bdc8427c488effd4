import type { AccountSetup } from './kernel/deps';
import { createMainCalendar, presetMainCalendarCourse } from './modules/calendar';
import { createDefaultLessonCourse } from './modules/catalogue';
import { giveDefaultTrainingCards } from './modules/training';

/** A new monitor's main calendar, which books his default lesson course, and his training cards. */
export const setUpNewAccount: AccountSetup = async (db, owner) => {
  await createMainCalendar(db, owner);
  const course = await createDefaultLessonCourse(db, owner);
  await presetMainCalendarCourse(db, owner.id, course.id);
  await giveDefaultTrainingCards(db, owner);
};
