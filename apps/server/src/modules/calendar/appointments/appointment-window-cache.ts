import type { Db } from '../../../db/client';
import type { SerialisedJson } from '../../../lib/send-serialised';
import { pruneChangeMarks, type WindowReading, windowReadingHolds } from './appointments.repo';

/** An answer is reused for at most this long; change marks are kept six times as long. */
const MAX_AGE_MS = 10 * 60_000;
const MARKS_KEPT_MS = 6 * MAX_AGE_MS;
/** The answers kept (their JSON form; compressed forms add about a fifth), least recently used dropped first. */
const MAX_BYTES = 32 * 1024 * 1024;

export interface WindowAnswer {
  reading: WindowReading;
  /** The answer, sent as it is. */
  body: SerialisedJson;
}

interface Entry extends WindowAnswer {
  readAt: number;
}

export interface WindowKey {
  userId: string;
  calendarIds: string[] | null;
  from: Date;
  to: Date;
}

/**
 * The week (or month) a calendar screen asks for again and again, kept serialised in this
 * process and sent again while it still holds: one small query (the user's calendars, and the
 * change marks its snapshot did not see) instead of reading and serialising every appointment.
 * Writers, in this process or any other, need not know about it: their change marks are what
 * invalidates it.
 */
export class WindowAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private lastPrune = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async answer(db: Db, key: WindowKey, read: () => Promise<WindowAnswer>): Promise<SerialisedJson> {
    const id = `${key.userId} ${key.calendarIds?.join(',') ?? '*'} ${key.from.toISOString()} ${key.to.toISOString()}`;
    const cached = this.entries.get(id);
    const fresh = cached && this.now() - cached.readAt < MAX_AGE_MS;
    if (fresh && (await windowReadingHolds(db, key.userId, key.calendarIds, cached.reading))) {
      // The most recently used comes last (unless another request replaced it meanwhile).
      if (this.entries.get(id) === cached) {
        this.entries.delete(id);
        this.entries.set(id, cached);
      }
      return cached.body;
    }
    if (this.now() - this.lastPrune > MAX_AGE_MS) {
      this.lastPrune = this.now();
      await pruneChangeMarks(db, new Date(this.now() - MARKS_KEPT_MS));
    }
    const answer = await read();
    this.keep(id, { ...answer, readAt: this.now() });
    return answer.body;
  }

  private keep(id: string, entry: Entry): void {
    const replaced = this.entries.get(id);
    if (replaced) this.forget(id, replaced);
    this.entries.set(id, entry);
    this.bytes += entry.body.json.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.forget(oldest, old);
    }
  }

  private forget(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.body.json.length;
  }
}
