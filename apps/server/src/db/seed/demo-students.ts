import type { ExamStatus, ExamType, LicenceCategory } from '@ds/domain';
import { studentSearchText } from '../../modules/students';
import type { Db } from '../client';
import {
  examiners,
  studentComments,
  studentDrivingLicences,
  studentEvents,
  studentExams,
  studentMonitors,
  students,
  studentTasks,
  studentTraining,
} from '../schema';
import { dayFromNow } from './demo-catalogue';

interface DemoUserRow {
  id: string;
  email: string;
  schoolId: string | null;
}

type Gender = 'male' | 'female' | 'nonbinary';
/** gender, first name, name, birth date, FABER, mobile, street, building number, postcode, city, language */
type Person = [Gender, string, string, string, string, string, string, string, string, string, 'fr' | 'de' | 'it'];

/** Swiss learners of the demo school, French, German and Italian speaking, with real localities. */
const PEOPLE: Person[] = [
  [
    'female',
    'Sophie',
    'Martin',
    '2006-04-12',
    '402815367',
    '+41790000003',
    'Rue de Bourg',
    '14',
    '1003',
    'Lausanne',
    'fr',
  ],
  ['male', 'Lukas', 'Müller', '2005-09-03', '58213049', '+41791234501', 'Limmatquai', '52', '8001', 'Zürich', 'de'],
  [
    'female',
    'Léa',
    'Dubois',
    '2004-01-22',
    '710394825611',
    '+41762345502',
    'Rue de Lausanne',
    '33',
    '1020',
    'Renens',
    'fr',
  ],
  [
    'male',
    'Matteo',
    'Ferrari',
    '2006-11-30',
    '6639201847',
    '+41783456503',
    'Via Cattedrale',
    '7',
    '6900',
    'Lugano',
    'it',
  ],
  ['female', 'Chloé', 'Favre', '2005-06-15', '90431276', '+41774567504', 'Grand-Rue', '61', '1110', 'Morges', 'fr'],
  ['male', 'Jonas', 'Keller', '1998-03-08', '301948576', '+41795678505', 'Kramgasse', '20', '3011', 'Bern', 'de'],
  [
    'female',
    'Giulia',
    'Bianchi',
    '2006-08-19',
    '47281930561',
    '+41766789506',
    'Viale Stazione',
    '18',
    '6500',
    'Bellinzona',
    'it',
  ],
  [
    'male',
    'Loïc',
    'Rochat',
    '2007-02-02',
    '82019374',
    '+41787890507',
    'Rue du Lac',
    '9',
    '1400',
    'Yverdon-les-Bains',
    'fr',
  ],
  [
    'female',
    'Lena',
    'Schmid',
    '2005-12-24',
    '519283746',
    '+41778901508',
    'Marktgasse',
    '41',
    '8400',
    'Winterthur',
    'de',
  ],
  [
    'male',
    'Jérôme',
    'Perrin',
    '2003-05-11',
    '6047381925',
    '+41799012509',
    'Rue du Simplon',
    '25',
    '1800',
    'Vevey',
    'fr',
  ],
  [
    'female',
    'Alessia',
    'Colombo',
    '2006-07-07',
    '73920184',
    '+41761122510',
    'Via Ciseri',
    '3',
    '6600',
    'Locarno',
    'it',
  ],
  ['male', 'Elias', 'Vogel', '2005-10-29', '284756193', '+41782233511', 'Spalenberg', '12', '4051', 'Basel', 'de'],
  [
    'female',
    'Noémie',
    'Chevalley',
    '2001-09-14',
    '95827361048',
    '+41773344512',
    'Avenue de Lavaux',
    '40',
    '1009',
    'Pully',
    'fr',
  ],
  [
    'male',
    'Nicolò',
    'Fontana',
    '2006-03-21',
    '38491027',
    '+41794455513',
    'Via Lavizzari',
    '11',
    '6850',
    'Mendrisio',
    'it',
  ],
  [
    'female',
    'Mia',
    'Huber',
    '2004-04-04',
    '726183940',
    '+41765566514',
    'Hertensteinstrasse',
    '8',
    '6003',
    'Luzern',
    'de',
  ],
  [
    'male',
    'Maxime',
    'Bovet',
    '2006-12-01',
    '4019283756',
    '+41786677515',
    'Rue de Lausanne',
    '70',
    '1700',
    'Fribourg',
    'fr',
  ],
  [
    'female',
    'Chiara',
    'Galli',
    '2007-05-26',
    '61728394',
    '+41777788516',
    'Corso San Gottardo',
    '30',
    '6830',
    'Chiasso',
    'it',
  ],
  ['male', 'Jürg', 'Steiner', '1989-08-17', '857463920', '+41798899517', 'Bälliz', '27', '3600', 'Thun', 'de'],
  ['female', 'Zoé', 'Jaquier', '2005-02-13', '293847561027', '+41769900518', 'Rue de Rive', '15', '1260', 'Nyon', 'fr'],
  [
    'male',
    'Samuel',
    'Brunner',
    '1995-11-05',
    '50192837',
    '+41781011519',
    'Multergasse',
    '6',
    '9000',
    'St. Gallen',
    'de',
  ],
  [
    'female',
    'Gaëlle',
    'Monnier',
    '2006-06-30',
    '174829305',
    '+41772021520',
    'Rue du Seyon',
    '10',
    '2000',
    'Neuchâtel',
    'fr',
  ],
  [
    'male',
    'Davide',
    'Crivelli',
    '2004-09-09',
    '8301927465',
    '+41793031521',
    'Corso Pestalozzi',
    '4',
    '6900',
    'Lugano',
    'it',
  ],
  ['female', 'Nina', 'Baumann', '2005-01-18', '42918375', '+41764041522', 'Rathausgasse', '14', '5000', 'Aarau', 'de'],
  [
    'male',
    'Théo',
    'Cuendet',
    '2006-10-10',
    '639182704',
    '+41785051523',
    'Place de la Gare',
    '2',
    '1040',
    'Echallens',
    'fr',
  ],
  [
    'female',
    'Sara',
    'Gianella',
    '2006-02-28',
    '71829304651',
    '+41776061524',
    'Via Lugano',
    '9',
    '6500',
    'Bellinzona',
    'it',
  ],
  ['male', 'Tim', 'Graf', '2005-07-23', '38172049', '+41797071525', 'Neugasse', '17', '6300', 'Zug', 'de'],
  [
    'female',
    'Camille',
    'Pittet',
    '2000-12-12',
    '520394817',
    '+41768081526',
    'Avenue des Alpes',
    '44',
    '1820',
    'Montreux',
    'fr',
  ],
  [
    'male',
    'Andrea',
    'Pedrazzini',
    '2006-09-01',
    '9182736450',
    '+41789091527',
    'Via della Pace',
    '6',
    '6600',
    'Locarno',
    'it',
  ],
  [
    'female',
    'Laura',
    'Zürcher',
    '2003-11-27',
    '60718293',
    '+41770102528',
    'Nidaugasse',
    '36',
    '2502',
    'Biel/Bienne',
    'de',
  ],
  ['male', 'Hugo', 'Rey', '2007-04-16', '287364019', '+41791112529', 'Rue du Grand-Pont', '18', '1950', 'Sion', 'fr'],
  [
    'female',
    'Elena',
    'Lurati',
    '2005-08-08',
    '48203917562',
    '+41762122530',
    'Via Franscini',
    '5',
    '6850',
    'Mendrisio',
    'it',
  ],
  ['male', 'Jan', 'Gerber', '2006-01-31', '73829104', '+41783132531', 'Hauptgasse', '25', '4600', 'Olten', 'de'],
  [
    'nonbinary',
    'Alex',
    'Morel',
    '2005-05-05',
    '194857302',
    '+41774142532',
    'Rue de Berne',
    '21',
    '1201',
    'Genève',
    'fr',
  ],
  ['male', 'Fabio', 'Righetti', '1993-02-20', '5829104736', '+41795152533', 'Poststrasse', '12', '7000', 'Chur', 'it'],
  ['female', 'Anna', 'Wyss', '2006-11-11', '84756392', '+41766162534', 'Hauptgasse', '40', '4500', 'Solothurn', 'de'],
  [
    'male',
    'Julien',
    'Blanc',
    '2002-07-14',
    '302918475',
    '+41787172535',
    'Avenue de la Gare',
    '30',
    '1920',
    'Martigny',
    'fr',
  ],
  [
    'female',
    'Sofia',
    'Righetti',
    '2006-03-03',
    '91827364502',
    '+41778182536',
    'Via Volta',
    '12',
    '6830',
    'Chiasso',
    'it',
  ],
  [
    'male',
    'Nico',
    'Zbinden',
    '2005-10-02',
    '46372819',
    '+41799192537',
    'Vordergasse',
    '33',
    '8200',
    'Schaffhausen',
    'de',
  ],
  [
    'female',
    'Inès',
    'Girard',
    '2007-06-21',
    '618293047',
    '+41760203538',
    'Rue Saint-Joseph',
    '8',
    '1227',
    'Carouge GE',
    'fr',
  ],
  [
    'male',
    'Yannick',
    'Rossier',
    '2004-12-19',
    '7391028456',
    '+41781213539',
    'Rue de Lausanne',
    '5',
    '1530',
    'Payerne',
    'fr',
  ],
];

/** States by position in PEOPLE; the even ones belong to the head, the odd ones to monitor@demo.ch. */
const ARCHIVED = new Set([5, 12, 19, 26, 33]);
/** Invited but not connected yet: their link waits. */
const PENDING = new Set([7, 16, 29, 38]);
/** Days ago of the successful practical exam. */
const PASSED: Record<number, number> = { 2: 20, 9: 45, 14: 8, 21: 90, 28: 150, 35: 30 };
/** The head's student shared with monitor@demo.ch, read-only. */
const SHARED_WITH_MONITOR = 4;

type ExamPlan = { type: ExamType; status: ExamStatus; day: number | null; examiner?: number; remarks?: string };
const EXAMS: Record<number, ExamPlan[]> = {
  3: [
    { type: 'theory', status: 'success', day: -80 },
    { type: 'practice', status: 'failed', day: -20, examiner: 0, remarks: 'Priorité de droite non respectée' },
  ],
  6: [
    { type: 'theory', status: 'success', day: -60 },
    { type: 'practice', status: 'unknown', day: 12 },
  ],
  8: [
    { type: 'theory', status: 'success', day: -40 },
    { type: 'practice', status: 'unknown', day: 25 },
  ],
  // A failed practical exam recorded without its date: printing the sheet asks for it (spec §8).
  11: [
    { type: 'theory', status: 'success', day: -120 },
    { type: 'practice', status: 'failed', day: null, remarks: 'Date à compléter' },
  ],
  17: [
    { type: 'theory', status: 'success', day: -200 },
    { type: 'practice', status: 'failed', day: -60, examiner: 1, remarks: 'Einspuren zu spät' },
    { type: 'practice', status: 'unknown', day: 18, examiner: 1 },
  ],
  25: [{ type: 'theory', status: 'failed', day: -10, remarks: '38 points sur 50' }],
};
const THEORY_PASSED = new Set([0, 1, 4, 10, 13, 15, 18, 20, 22, 24]);
const OWNED: Record<number, { category: LicenceCategory; startDate: string }> = {
  1: { category: 'A1', startDate: '2021-10-01' },
  17: { category: 'A', startDate: '2012-05-14' },
  25: { category: 'M', startDate: '2020-08-03' },
};

const TASKS: Record<number, { description: string; day: number; time: string | null; done: boolean }[]> = {
  0: [
    { description: 'Apporter le permis d’élève à la prochaine leçon', day: 2, time: '08:00:00', done: false },
    { description: 'Payer le cours de sensibilisation', day: -5, time: null, done: true },
  ],
  1: [{ description: 'Nothelferausweis nachreichen', day: 5, time: null, done: false }],
  3: [{ description: 'Riservare un nuovo esame pratico', day: 7, time: '17:00:00', done: false }],
  6: [{ description: 'Ripasso della manovra di parcheggio', day: 10, time: null, done: false }],
  8: [{ description: 'Prüfungstermin bestätigen', day: 3, time: '12:00:00', done: false }],
  11: [{ description: 'Datum der praktischen Prüfung eintragen', day: 1, time: null, done: false }],
  15: [{ description: 'Réserver la leçon d’autoroute', day: 14, time: '10:00:00', done: false }],
};
const COMMENTS: Record<number, string[]> = {
  0: ['Très à l’aise en ville, travailler les giratoires à plusieurs voies.'],
  1: ['Sicher beim Anfahren am Berg.', 'Blicksystem noch unregelmässig.'],
  3: ['Molto nervoso all’esame, da rassicurare.'],
  4: ['Progresse vite, prête pour l’autoroute.'],
  9: ['Examen réussi du premier coup.'],
  17: ['Fährt seit Jahren Motorrad, gute Verkehrsübersicht.'],
  20: ['Manque de confiance dans les créneaux.'],
};

const EXAMINER_NAMES = ['Jean-Marc Pasche', 'Ursula Kälin', 'Pierre-Alain Cherix'];

const emailOf = (firstname: string, name: string) =>
  `${firstname}.${name}@example.com`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo ${what} missing`);
  return value;
}

/**
 * Forty students of the demo school across the head and monitor@demo.ch: archived, pending
 * and passed ones, exams (one failed practical exam without its date), tasks, comments,
 * licences and training info; student@demo.ch is the head's student Sophie Martin.
 */
export async function seedDemoStudents(db: Db, demoUsers: DemoUserRow[]): Promise<void> {
  const byEmail = (email: string) =>
    required(
      demoUsers.find((user) => user.email === email),
      email,
    );
  const head = byEmail('head@demo.ch');
  const monitor = byEmail('monitor@demo.ch');
  const studentLogin = byEmail('student@demo.ch');
  const schoolId = required(head.schoolId ?? undefined, 'school');
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);

  const examinerRows = await db
    .insert(examiners)
    .values(EXAMINER_NAMES.map((name) => ({ schoolId, name })))
    .returning({ id: examiners.id });

  const rows = await db
    .insert(students)
    .values(
      PEOPLE.map(
        ([gender, firstname, name, birthDate, faber, mobile, street, houseNumber, postcode, city, language], index) => {
          const email = index === 0 ? studentLogin.email : emailOf(firstname, name);
          const passedDaysAgo = PASSED[index];
          return {
            schoolId,
            userId: index === 0 ? studentLogin.id : null,
            gender,
            firstname,
            name,
            birthDate,
            faber,
            email,
            mobile,
            street,
            houseNumber,
            postcode,
            city,
            language,
            registryNumber: index % 4 === 0 ? `75${faber.slice(0, 7)}` : null,
            originPlace: index % 4 === 0 ? city : null,
            archivedAt: ARCHIVED.has(index) ? daysAgo(10 + index) : null,
            passedAt: passedDaysAgo === undefined ? null : daysAgo(passedDaysAgo),
            searchText: studentSearchText({ name, firstname, faber, email, mobile }),
            createdBy: index % 2 === 0 ? head.id : monitor.id,
            createdAt: daysAgo(400 - index * 9),
          };
        },
      ),
    )
    .returning({ id: students.id, createdBy: students.createdBy, createdAt: students.createdAt });
  const ownerOf = (index: number) => (index % 2 === 0 ? head.id : monitor.id);
  const idOf = (index: number) => required(rows[index], `student ${index}`).id;

  await db.insert(studentMonitors).values([
    ...rows.map((row, index) => ({
      studentId: row.id,
      monitorId: ownerOf(index),
      access: 'owner' as const,
      status: PENDING.has(index) ? ('pending' as const) : ('active' as const),
      createdAt: row.createdAt,
    })),
    { studentId: idOf(SHARED_WITH_MONITOR), monitorId: monitor.id, access: 'read', status: 'active' },
  ]);

  await db.insert(studentEvents).values([
    ...rows.map((row, index) => ({ studentId: row.id, actorId: ownerOf(index), action: 'created', at: row.createdAt })),
    ...[...ARCHIVED].map((index) => ({
      studentId: idOf(index),
      actorId: ownerOf(index),
      action: 'archived',
      at: daysAgo(10 + index),
    })),
    {
      studentId: idOf(SHARED_WITH_MONITOR),
      actorId: head.id,
      action: 'shared',
      details: { monitorId: monitor.id, monitor: 'Marco Rossi', access: 'read' },
      at: daysAgo(30),
    },
  ]);

  const trained = PEOPLE.map((_, index) => index).filter((index) => !PENDING.has(index));
  await db.insert(studentTraining).values(
    trained.map((index) => {
      const passed = PASSED[index] !== undefined;
      const theoryDone = passed || THEORY_PASSED.has(index) || EXAMS[index]?.some((exam) => exam.type === 'practice');
      const start = 330 - index * 7;
      return {
        studentId: idOf(index),
        validUntil: dayFromNow(730 - start),
        profession: [
          'Apprenti·e employé·e de commerce',
          'Gymnasiast',
          'Studentessa',
          'Polymécanicien',
          'Pflegefachfrau',
        ][index % 5],
        desiredCategories: index % 9 === 4 ? ['A'] : ['B'],
        ownedCategories: OWNED[index] ? [OWNED[index].category] : [],
        insurance: index % 3 !== 2,
        insurancePaid: index % 3 === 0,
        firstAidDate: dayFromNow(-start - 20),
        awarenessDay1: theoryDone ? dayFromNow(-start + 20) : null,
        awarenessDay2: theoryDone ? dayFromNow(-start + 22) : null,
        awarenessDay3: theoryDone ? dayFromNow(-start + 27) : null,
        awarenessDay4: theoryDone ? dayFromNow(-start + 29) : null,
        pceDeliveredOn: theoryDone ? dayFromNow(-start + 10) : null,
        pceDeadline: theoryDone ? dayFromNow(-start + 10 + 730) : null,
        pceNumber: theoryDone ? `${index % 2 === 0 ? 'VD' : 'TI'}-${700_000 + index * 137}` : null,
        day1Date: passed ? dayFromNow(-(PASSED[index] ?? 0) + 90) : null,
        day2Date: null,
      };
    }),
  );

  const examiner = (position: number | undefined) =>
    position === undefined ? null : required(examinerRows[position], 'examiner').id;
  const exams = trained.flatMap((index) => {
    const plan: ExamPlan[] = [{ type: 'firstAid', status: 'success', day: -(330 - index * 7) - 20 }];
    const passedDaysAgo = PASSED[index];
    if (passedDaysAgo !== undefined) {
      plan.push(
        { type: 'theory', status: 'success', day: -passedDaysAgo - 120 },
        { type: 'practice', status: 'success', day: -passedDaysAgo, examiner: index % 3 },
      );
    } else if (EXAMS[index]) {
      plan.push(...EXAMS[index]);
    } else if (THEORY_PASSED.has(index)) {
      plan.push({ type: 'theory', status: 'success', day: -30 - index });
    }
    return plan.map((exam) => ({
      studentId: idOf(index),
      type: exam.type,
      status: exam.status,
      date: exam.day === null ? null : dayFromNow(exam.day),
      examinerId: examiner(exam.examiner),
      remarks: exam.remarks ?? '',
    }));
  });
  await db.insert(studentExams).values(exams);

  await db.insert(studentDrivingLicences).values([
    ...Object.entries(OWNED).map(([index, licence]) => ({ studentId: idOf(Number(index)), ...licence })),
    ...Object.entries(PASSED).map(([index, days]) => ({
      studentId: idOf(Number(index)),
      category: 'B',
      startDate: dayFromNow(-days),
      authorityDecision: 'Permis de conduire à l’essai (3 ans)',
    })),
  ]);

  await db.insert(studentTasks).values(
    Object.entries(TASKS).flatMap(([index, tasks]) =>
      tasks.map((task) => ({
        studentId: idOf(Number(index)),
        authorId: ownerOf(Number(index)),
        description: task.description,
        dueDate: dayFromNow(task.day),
        dueTime: task.time,
        doneAt: task.done ? daysAgo(1) : null,
      })),
    ),
  );

  await db.insert(studentComments).values(
    Object.entries(COMMENTS).flatMap(([index, texts]) =>
      texts.map((text, position) => ({
        studentId: idOf(Number(index)),
        authorId: ownerOf(Number(index)),
        text,
        createdAt: daysAgo(20 - position * 5),
      })),
    ),
  );
}
