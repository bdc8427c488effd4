import type { Db } from '../../../db/client';
import { presetMainCalendarCourse } from '../../calendar/calendars';
import { insertCourse } from './courses.repo';

/** The default lesson price of spec §3 communication settings, in centimes. */
export const DEFAULT_LESSON_PRICE_CENTIMES = 10_000;

const LABELS = {
  fr: { label: 'Leçon de conduite', abbreviation: 'LEC' },
  de: { label: 'Fahrlektion', abbreviation: 'FAL' },
  it: { label: 'Lezione di guida', abbreviation: 'LEZ' },
  en: { label: 'Driving lesson', abbreviation: 'DRL' },
} as const;

/**
 * Every monitor starts with an individual category-B driving lesson of 60 minutes at CHF 100,
 * which his main calendar (created before it) books by default.
 */
export async function createDefaultLessonCourse(
  db: Db,
  owner: { id: string; schoolId: string | null; language: string },
) {
  const { label, abbreviation } = LABELS[(owner.language in LABELS ? owner.language : 'fr') as keyof typeof LABELS];
  const course = await insertCourse(db, {
    ownerId: owner.id,
    schoolId: owner.schoolId,
    label,
    abbreviation,
    category: 'B',
    icon: 'car',
    colour: '#1c5fb8',
    descriptions: {
      fr: 'Leçon de conduite individuelle, catégorie B.',
      de: 'Einzelne Fahrlektion, Kategorie B.',
      it: 'Lezione di guida individuale, categoria B.',
      en: 'Individual driving lesson, category B.',
    },
    paymentModes: ['cash', 'invoice'],
    confirmations: { paper: false, sms: false, email: true },
    individual: true,
    priceCentimes: DEFAULT_LESSON_PRICE_CENTIMES,
    durationMinutes: 60,
  });
  await presetMainCalendarCourse(db, owner.id, course.id);
  return course;
}
