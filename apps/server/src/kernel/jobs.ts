import type { Db } from '../db/client';

/** A job to run later: its queue's name, its data (JSON), and when it may start. */
export interface JobRequest<Data extends object = object> {
  name: string;
  data: Data;
  startAfter?: Date;
  /** At most one waiting job of the queue with this key (a second one is not added). */
  singletonKey?: string;
}

export interface JobQueue {
  /**
   * Adds jobs through `db`, a transaction's handle when there is one: they exist if and only if
   * it commits, so the change that calls for a job and the job are never apart.
   */
  enqueue(db: Db, jobs: JobRequest[]): Promise<void>;
  /** Tells this process's workers of the queue that work is waiting now (after a commit). */
  nudge(name: string): void;
}
