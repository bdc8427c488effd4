import { LANGUAGES, type Language } from '@ds/domain';
import type { Db } from '../../../db/client';
import { serverTexts } from '../../../lib/server-texts';
import { insertCourse } from './courses.repo';

/** The default lesson price of spec §3 communication settings, in centimes. */
export const DEFAULT_LESSON_PRICE_CENTIMES = 10_000;

/** Every monitor starts with an individual category-B driving lesson of 60 minutes at CHF 100. */
export async function createDefaultLessonCourse(
  db: Db,
  owner: { id: string; schoolId: string | null; language: string },
) {
  const t = serverTexts(owner.language, 'catalogue-defaults');
  const course = await insertCourse(db, {
    ownerId: owner.id,
    schoolId: owner.schoolId,
    label: t('lessonLabel'),
    abbreviation: t('lessonAbbreviation'),
    category: 'B',
    icon: 'car',
    colour: '#1c5fb8',
    // Every language's description, whatever the owner's.
    descriptions: Object.fromEntries(
      LANGUAGES.map((language) => [language, serverTexts(language, 'catalogue-defaults')('lessonDescription')]),
    ) as Record<Language, string>,
    paymentModes: ['cash', 'invoice'],
    confirmations: { paper: false, sms: false, email: true },
    individual: true,
    priceCentimes: DEFAULT_LESSON_PRICE_CENTIMES,
    durationMinutes: 60,
  });
  return course;
}
