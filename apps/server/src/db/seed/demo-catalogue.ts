import { eq } from 'drizzle-orm';
import { DEMO_SARI_COURSE_ID } from '../../integrations/sari/sari-demo';
import { presetMainCalendarCourse } from '../../modules/calendar';
import { createDefaultLessonCourse } from '../../modules/catalogue';
import type { Db } from '../client';
import { courses, infrastructures, infrastructureTypes, reminderTemplates, trainingRoutes, vehicles } from '../schema';

interface Owner {
  id: string;
  schoolId: string | null;
  language: string;
}

const description = (fr: string, de: string, it: string, en: string) => ({ fr, de, it, en });

/** What the demo appointments book. */
export interface DemoCatalogue {
  lessonId: string;
  vkuId: string;
  groundId: string;
  classroomId: string;
  vehicleIds: string[];
}

/** A calendar day relative to the seeding day, so the demo always looks current. */
export function dayFromNow(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo ${what} not written`);
  return value;
}

/** The demo school's catalogue: courses of a Swiss driving school, reminders in FR/DE/IT, routes. */
export async function seedDemoCatalogue(db: Db, head: Owner, otherMonitors: Owner[]): Promise<DemoCatalogue> {
  const lesson = await createDefaultLessonCourse(db, head);
  await presetMainCalendarCourse(db, head.id, lesson.id);
  for (const owner of otherMonitors) {
    const course = await createDefaultLessonCourse(db, owner);
    await presetMainCalendarCourse(db, owner.id, course.id);
  }
  const owned = { ownerId: head.id, schoolId: head.schoolId };

  const [smsReminder, , , emailReminder] = await db
    .insert(reminderTemplates)
    .values([
      {
        ...owned,
        name: 'Rappel leçon (SMS)',
        text: 'Bonjour {firstname}, rappel : {lesson} le {date} à {start}, {place}. {whatsapp}',
        channels: ['sms'],
        daysBefore: 1,
        isDefault: true,
      },
      {
        ...owned,
        name: 'Lektionserinnerung (SMS)',
        text: 'Grüezi {firstname}, Erinnerung: {lesson} am {date} um {start}, {place}. {whatsapp}',
        channels: ['sms'],
        daysBefore: 1,
      },
      {
        ...owned,
        name: 'Promemoria lezione (SMS)',
        text: 'Buongiorno {firstname}, promemoria: {lesson} il {date} alle {start}, {place}. {whatsapp}',
        channels: ['sms'],
        daysBefore: 1,
      },
      {
        ...owned,
        name: 'Rappel de cours (e-mail)',
        text: 'Bonjour {firstname} {name},\n\nNous vous rappelons le cours « {lesson} » du {date} de {start} à {end} ({place}).\n{description}',
        channels: ['email'],
        daysBefore: 3,
        isDefault: true,
      },
    ])
    .returning({ id: reminderTemplates.id });
  // The head's settings remind by e-mail and SMS (demo-communications.ts): his default lesson does.
  await db
    .update(courses)
    .set({ emailReminderId: emailReminder?.id, smsReminderId: smsReminder?.id })
    .where(eq(courses.id, lesson.id));

  const group = { ...owned, paymentModes: ['invoice', 'card'], paymentAtRegistration: false, selfRegistration: true };
  const [, vku] = await db
    .insert(courses)
    .values([
      {
        ...group,
        label: 'Cours de base moto',
        abbreviation: 'MOTO',
        category: 'A',
        icon: 'motorcycle',
        colour: '#c2255c',
        descriptions: description(
          'Cours de base obligatoire pour motocyclistes, 3 × 4 heures.',
          'Obligatorischer Motorrad-Grundkurs, 3 × 4 Stunden.',
          'Corso di base obbligatorio per motociclisti, 3 × 4 ore.',
          'Mandatory basic motorcycle course, 3 × 4 hours.',
        ),
        startDate: dayFromNow(-90),
        endDate: dayFromNow(300),
        maxParticipants: 6,
        modular: true,
        confirmations: { paper: false, sms: true, email: true },
        smsReminderId: smsReminder?.id,
        priceCentimes: 18_000,
        durationMinutes: 240,
      },
      {
        ...group,
        label: 'Cours de sensibilisation (VKU)',
        abbreviation: 'VKU',
        sariId: DEMO_SARI_COURSE_ID,
        category: 'B',
        icon: 'classroom',
        colour: '#2f9e44',
        descriptions: description(
          'Cours de sensibilisation au trafic routier, 4 soirées de 2 heures.',
          'Verkehrskundeunterricht, 4 Abende zu 2 Stunden.',
          'Corso di sensibilizzazione al traffico, 4 serate di 2 ore.',
          'Traffic awareness course, 4 evenings of 2 hours.',
        ),
        startDate: dayFromNow(-7),
        endDate: dayFromNow(21),
        maxParticipants: 12,
        confirmations: { paper: true, sms: false, email: true },
        priceCentimes: 24_000,
        durationMinutes: 120,
      },
      {
        ...group,
        label: 'Cours de premiers secours',
        abbreviation: 'SAM',
        category: 'B',
        icon: 'first-aid',
        colour: '#e03131',
        descriptions: description(
          'Cours de premiers secours exigé pour le permis d’élève.',
          'Nothilfekurs, Voraussetzung für den Lernfahrausweis.',
          'Corso di primo soccorso richiesto per la licenza per allievo.',
          'First-aid course required for the learner’s permit.',
        ),
        startDate: dayFromNow(6),
        endDate: dayFromNow(70),
        maxParticipants: 16,
        confirmations: { paper: false, sms: false, email: true },
        priceCentimes: 15_000,
        durationMinutes: 600,
      },
    ])
    .returning({ id: courses.id });

  const [ground, classroom] = await db
    .insert(infrastructureTypes)
    .values([
      { ...owned, name: 'Place d’exercice' },
      { ...owned, name: 'Salle de théorie' },
    ])
    .returning({ id: infrastructureTypes.id });
  const [groundPlace, classroomPlace] = await db
    .insert(infrastructures)
    .values([
      {
        ...owned,
        name: 'Place d’exercice de Romanel',
        typeId: ground?.id,
        street: 'Route de Cheseaux',
        houseNumber: '2',
        postcode: '1032',
        city: 'Romanel-sur-Lausanne',
        priceCentimes: 3_500,
        autoInvoice: true,
        adminEmail: 'reservation@place-romanel.ch',
        adminMobile: '+41790000010',
        emailWhenInUse: true,
      },
      {
        ...owned,
        name: 'Salle de théorie Gare',
        typeId: classroom?.id,
        street: 'Avenue de la Gare',
        houseNumber: '1',
        postcode: '1003',
        city: 'Lausanne',
        priceCentimes: 0,
      },
    ])
    .returning({ id: infrastructures.id });
  const cars = await db
    .insert(vehicles)
    .values([
      { ...owned, plate: 'VD 123456', label: 'VW Golf (manuelle)', category: 'B', transmission: 'manual' },
      {
        ...owned,
        plate: 'VD 654321',
        label: 'Toyota Yaris hybride (automatique)',
        category: 'B',
        transmission: 'automatic',
      },
    ])
    .returning({ id: vehicles.id });

  await db.insert(trainingRoutes).values([
    {
      ...owned,
      label: 'Lausanne centre – Ouchy',
      description: 'Centre-ville, giratoires, places de stationnement en pente.',
    },
    {
      ...owned,
      label: 'Autoroute A9 Lausanne – Vevey',
      description: 'Entrées et sorties d’autoroute, changements de voie.',
    },
  ]);

  return {
    lessonId: lesson.id,
    vkuId: required(vku, 'VKU course').id,
    groundId: required(groundPlace, 'training ground').id,
    classroomId: required(classroomPlace, 'classroom').id,
    vehicleIds: cars.map((car) => car.id),
  };
}
