import { randomUUID } from 'node:crypto';
import { schoolDay } from '@ds/domain';

/**
 * The clients of the durability scenario: each writes through the HTTP API, one request after
 * the other, until the server process is gone, and notes every write the server acknowledged
 * (a 2xx answer) and every one it was sent but never answered (in flight at the kill).
 */

/** What one acknowledged write leaves in the database, looked up by `id` after the restart. */
export type WriteKind = 'booking' | 'lesson_start' | 'evaluation' | 'lesson_end' | 'payment';
export const WRITE_KINDS: readonly WriteKind[] = ['booking', 'lesson_start', 'evaluation', 'lesson_end', 'payment'];

export interface Write {
  kind: WriteKind;
  /** The appointment's title (unique: an unanswered booking has no id to look for), the evaluation's or the lesson's id. */
  id: string;
}

export interface Ledger {
  acknowledged: Write[];
  inFlight: Write[];
}

/** A teacher of the demo school giving lessons: a student of his, his card, skills of it. */
export interface Teacher {
  email: string;
  token: string;
  studentId: string;
  cardId: string;
  skillIds: string[];
}

/** What the clients carry from one round to the next (the server's data outlives its process). */
export interface WritersState {
  teachers: Teacher[];
  /** The token of the school's head, who records the payments. */
  headToken: string;
  /** The next free booking slot of each teacher (by e-mail). */
  nextSlot: Map<string, number>;
  /** Lessons ended unpaid and acknowledged, waiting for their payment. */
  owed: string[];
}

export interface Round {
  baseUrl: string;
  ledger: Ledger;
  /** Set once the process is killed: the clients send nothing more. */
  killed: boolean;
}

/** The server is gone: the request never reached it (refused), or it was cut off unanswered. */
class ServerGone extends Error {
  constructor(readonly sent: boolean) {
    super(sent ? 'cut off in flight' : 'refused');
  }
}

const EVALUATIONS_PER_LESSON = 5;
const SLOT_MS = 15 * 60_000;
/** Bookings go to 2029 onwards, a quarter of an hour each, one after the other: none clash. */
const FIRST_SLOT = Date.UTC(2029, 0, 1, 6);

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

async function send(round: Round, token: string, method: string, path: string, body?: object) {
  if (round.killed) throw new ServerGone(false);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${round.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    text = await response.text();
  } catch (error) {
    throw new ServerGone(!refused(error));
  }
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as { data: Record<string, unknown> | null };
}

/** Sends one write and notes it acknowledged, or in flight when the process died under it. */
async function write(round: Round, writes: Write[], request: () => Promise<unknown>): Promise<void> {
  try {
    await request();
  } catch (error) {
    if (error instanceof ServerGone && error.sent) round.ledger.inFlight.push(...writes);
    throw error;
  }
  round.ledger.acknowledged.push(...writes);
}

/** Books the teacher's next quarter of an hour, again and again, each under a title of its own. */
async function bookings(round: Round, state: WritersState, teacher: Teacher): Promise<void> {
  for (;;) {
    const slot = state.nextSlot.get(teacher.email) ?? 0;
    state.nextSlot.set(teacher.email, slot + 1);
    const start = FIRST_SLOT + slot * SLOT_MS;
    const title = `Durability ${teacher.email} ${slot}`;
    await write(round, [{ kind: 'booking', id: title }], () =>
      send(round, teacher.token, 'POST', '/api/appointments', {
        title,
        start: new Date(start).toISOString(),
        end: new Date(start + SLOT_MS).toISOString(),
      }),
    );
  }
}

/** Ends the lesson unpaid: it is owed, for the head to record its payment. */
async function endLesson(round: Round, state: WritersState, teacher: Teacher, lessonId: string): Promise<void> {
  await write(round, [{ kind: 'lesson_end', id: lessonId }], () =>
    send(round, teacher.token, 'POST', `/api/lessons/${lessonId}/end`, {
      endedAt: new Date().toISOString(),
      paid: false,
      offered: false,
    }),
  );
  state.owed.push(lessonId);
}

/** Lessons one after the other: started, evaluated skill by skill, ended unpaid. */
async function lessons(round: Round, state: WritersState, teacher: Teacher): Promise<void> {
  // A lesson the last round left under way (its start answered or not) ends first.
  const ongoing = await send(round, teacher.token, 'GET', '/api/lessons/ongoing');
  if (ongoing.data) await endLesson(round, state, teacher, String(ongoing.data.id));
  for (;;) {
    const lessonId = randomUUID();
    await write(round, [{ kind: 'lesson_start', id: lessonId }], () =>
      send(round, teacher.token, 'POST', '/api/lessons', {
        id: lessonId,
        studentId: teacher.studentId,
        trainingCardId: teacher.cardId,
        skillIds: teacher.skillIds,
        startedAt: new Date().toISOString(),
      }),
    );
    for (let index = 0; index < EVALUATIONS_PER_LESSON; index += 1) {
      const evaluation = {
        id: randomUUID(),
        skillId: teacher.skillIds[index % teacher.skillIds.length],
        level: index % 6,
        evaluatedAt: new Date().toISOString(),
      };
      await write(round, [{ kind: 'evaluation', id: evaluation.id }], () =>
        send(round, teacher.token, 'PUT', `/api/lessons/${lessonId}/work`, { evaluations: [evaluation] }),
      );
    }
    await endLesson(round, state, teacher, lessonId);
  }
}

/** The head records the owed lessons paid in cash, as they come. */
async function payments(round: Round, state: WritersState): Promise<void> {
  for (;;) {
    const lessonId = state.owed.shift();
    if (!lessonId) {
      if (round.killed) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    await write(round, [{ kind: 'payment', id: lessonId }], () =>
      send(round, state.headToken, 'POST', `/api/accounting/lessons/${lessonId}/payment`, {
        method: 'cash',
        paidOn: schoolDay(new Date()),
      }),
    );
  }
}

/**
 * Runs every client at once until the server is gone: a booking client and a lesson client per
 * teacher, and the head's payments. Rejects on any answer but a 2xx (the scenario's own fault).
 */
export async function runWriters(round: Round, state: WritersState): Promise<void> {
  const clients = [
    ...state.teachers.flatMap((teacher) => [bookings(round, state, teacher), lessons(round, state, teacher)]),
    payments(round, state),
  ];
  const outcomes = await Promise.allSettled(clients);
  const failure = outcomes.find(
    (outcome): outcome is PromiseRejectedResult =>
      outcome.status === 'rejected' && !(outcome.reason instanceof ServerGone),
  );
  if (failure) throw failure.reason;
}
