import { dayFromNow } from './demo-catalogue';

/** One demo booking, relative to the seeding day. */
export interface DemoBooking {
  owner: 'head' | 'monitor';
  day: number;
  from: string;
  to: string;
  title: string;
  course: 'lesson' | 'vku';
  /** Positions in the owner's student list (the VKU evenings take several). */
  students: number[];
  infrastructure?: 'ground' | 'classroom';
  vehicle?: 'golf' | 'yaris';
  paid: boolean;
  location: string;
}

const HEAD_TOPICS = [
  'Leçon – giratoires',
  'Leçon – stationnement',
  'Leçon – priorités de droite',
  'Leçon – démarrage en côte',
  'Leçon – route de campagne',
  'Leçon – éco-conduite',
  'Leçon – préparation à l’examen',
];
const HEAD_PLACES = ['Prilly, Place du Marché', 'Renens, Gare', 'Pully, Port', 'Epalinges, Croisettes', 'Morges, Gare'];
const MONITOR_TOPICS = [
  'Lezione – rotonde',
  'Lezione – parcheggio',
  'Lezione – precedenze',
  'Lezione – guida in città',
  'Lezione – partenza in salita',
  'Lezione – preparazione all’esame',
];
const MONITOR_PLACES = [
  'Lausanne, Flon',
  'Ouchy, Place de la Navigation',
  'Crissier, Centre commercial',
  'Renens, Gare',
];
const SUNDAY = 0;
const SATURDAY = 6;

const weekday = (day: number, now: Date) => new Date(`${dayFromNow(day, now)}T12:00:00Z`).getUTCDay();

/**
 * Two weeks around the seeding day for the demo monitors. The head teaches in the afternoon
 * (mornings stay free for the office, and for the browser tests that book there), with a
 * training-ground lesson, the four VKU evenings in the classroom and the fixed bookings the
 * tests name: yesterday's unpaid city lesson, tomorrow's motorway lesson for student@demo.ch.
 * Her day itself stays empty so "my day" shows only what a test books. monitor@demo.ch has
 * full days, today included, with the other car. Past lessons are paid but one in four.
 */
export function demoSchedule(now = new Date()): DemoBooking[] {
  const bookings: DemoBooking[] = [
    {
      owner: 'head',
      day: -3,
      from: '08:00',
      to: '09:00',
      title: 'Leçon – manœuvres',
      course: 'lesson',
      students: [-1],
      infrastructure: 'ground',
      vehicle: 'golf',
      paid: true,
      location: 'Romanel-sur-Lausanne',
    },
    {
      owner: 'head',
      day: -1,
      from: '17:00',
      to: '18:00',
      title: 'Leçon – circulation en ville',
      course: 'lesson',
      students: [-2],
      vehicle: 'golf',
      paid: false,
      location: 'Lausanne, Place de la Riponne',
    },
    {
      owner: 'head',
      day: 1,
      from: '10:00',
      to: '11:00',
      title: 'Leçon – autoroute',
      course: 'lesson',
      students: [0],
      vehicle: 'golf',
      paid: false,
      location: 'Lausanne, Gare CFF',
    },
    {
      owner: 'head',
      day: 2,
      from: '07:30',
      to: '08:30',
      title: 'Leçon – manœuvres sur la place',
      course: 'lesson',
      students: [3],
      infrastructure: 'ground',
      vehicle: 'golf',
      paid: false,
      location: 'Romanel-sur-Lausanne',
    },
    {
      owner: 'monitor',
      day: 4,
      from: '08:00',
      to: '09:00',
      title: 'Lezione – manovre in piazza',
      course: 'lesson',
      students: [2],
      infrastructure: 'ground',
      vehicle: 'yaris',
      paid: false,
      location: 'Romanel-sur-Lausanne',
    },
  ];
  [-6, -2, 2, 6].forEach((day, index) => {
    bookings.push({
      owner: 'head',
      day,
      from: '18:30',
      to: '20:30',
      title: `VKU – soirée ${index + 1}`,
      course: 'vku',
      students: [1, 2, 4, 5, 6, 7],
      infrastructure: 'classroom',
      paid: true,
      location: 'Lausanne, Avenue de la Gare 1',
    });
  });
  let lesson = 0;
  for (let day = -7; day <= 7; day += 1) {
    const dayOfWeek = weekday(day, now);
    if (dayOfWeek === SUNDAY) continue;
    const saturday = dayOfWeek === SATURDAY;
    const headSlots = saturday
      ? []
      : day === 0
        ? []
        : [
            ['13:30', '14:30'],
            ['15:00', '16:30'],
          ];
    const monitorSlots = saturday
      ? [
          ['08:00', '09:00'],
          ['09:15', '10:15'],
        ]
      : [
          ['08:00', '09:00'],
          ['10:30', '11:30'],
          ['14:00', '15:00'],
          ['16:00', '17:30'],
        ];
    for (const [owner, slots] of [
      ['head', headSlots],
      ['monitor', monitorSlots],
    ] as const) {
      for (const [from, to] of slots) {
        if (owner === 'monitor' && day === 4 && from === '08:00') continue;
        lesson += 1;
        const topics = owner === 'head' ? HEAD_TOPICS : MONITOR_TOPICS;
        const places = owner === 'head' ? HEAD_PLACES : MONITOR_PLACES;
        bookings.push({
          owner,
          day,
          from: from as string,
          to: to as string,
          title: topics[lesson % topics.length] as string,
          course: 'lesson',
          // Student 0 of the head is student@demo.ch: his coming lesson is tomorrow's motorway one.
          students: [owner === 'head' ? 1 + (lesson % 9) : lesson % 8],
          vehicle: owner === 'head' ? 'golf' : 'yaris',
          paid: day < 0 && lesson % 4 !== 0,
          location: places[lesson % places.length] as string,
        });
      }
    }
  }
  return bookings;
}
