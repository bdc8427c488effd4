import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../db/seed/seed';
import { getUserByEmail, openSession } from '../modules/identity';
import type { Teacher } from './durability-writers';
import { createDatabase, dropWhenDone, uniqueDatabaseName } from './postgres-databases';

/** The demo's two teachers who write: the school's head (who also records the payments) and a monitor. */
const TEACHERS = ['head@demo.ch', 'monitor@demo.ch'];

/**
 * The database the server processes of the durability scenario run on, one after the other: a
 * throw-away PGlite data directory (the server's `DATA_DIR`) or PostgreSQL database, migrated
 * and holding the demo, with sessions of the teachers opened.
 */
export interface DurabilityDatabase {
  kind: 'pglite' | 'postgres';
  /** The server's environment for it. */
  env: NodeJS.ProcessEnv;
  teachers: Teacher[];
  /** Opens it from this process, while no server runs on it (PGlite serves one process). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface DurabilitySource {
  /** PostgreSQL instead of PGlite: the server of this URL gets a database of a unique name. */
  postgresUrl?: string;
  /** A migrated database holding the demo to start from (the test run's template: a database name, or a PGlite dump), instead of migrating and seeding. */
  template?: string;
}

async function row<T>(database: Database, query: string, params: unknown[]): Promise<T> {
  const [found] = (await database.executeSql(query, params)).rows as T[];
  if (!found) throw new Error(`nothing found for ${query} (${params.join(', ')})`);
  return found;
}

/** A session of the teacher and what his lessons are given with: his latest lesson's student, card and skills. */
async function teacherOf(database: Database, email: string): Promise<Teacher> {
  const user = await getUserByEmail(database.db, email);
  if (!user) throw new Error(`no demo user ${email}`);
  const { token } = await openSession(database.db, user, { ip: '127.0.0.1' });
  const lesson = await row<{ id: string; student_id: string; training_card_id: string }>(
    database,
    `SELECT id, student_id, training_card_id FROM lessons
      WHERE monitor_id = $1 AND training_card_id IS NOT NULL ORDER BY started_at DESC LIMIT 1`,
    [user.id],
  );
  const skills = (await database.executeSql('SELECT skill_id FROM lesson_skills WHERE lesson_id = $1', [lesson.id]))
    .rows as { skill_id: string }[];
  return {
    email,
    token,
    studentId: lesson.student_id,
    cardId: lesson.training_card_id,
    skillIds: skills.map((skill) => skill.skill_id),
  };
}

export async function prepareDurabilityDatabase(source: DurabilitySource = {}): Promise<DurabilityDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ds-durability-'));
  let open: () => Promise<Database>;
  let drop = async () => {};
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir };
  if (source.postgresUrl) {
    const name = uniqueDatabaseName('ds_durability');
    const url = await createDatabase(source.postgresUrl, name, source.template);
    drop = dropWhenDone(source.postgresUrl, name);
    env.DATABASE_URL = url;
    open = () => openPostgres(url, 2);
  } else {
    const pgliteDir = join(dataDir, 'pglite');
    const loadDataDir = source.template ? new Blob([await readFile(source.template)]) : undefined;
    const first = await openPglite({ dataDir: pgliteDir, loadDataDir });
    await first.close();
    open = () => openPglite({ dataDir: pgliteDir });
  }
  const dispose = async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const database = await open();
    try {
      if (!source.template) {
        await migrate(database);
        await seedDatabase(database.db, { demo: true });
      }
      const teachers = [];
      for (const email of TEACHERS) teachers.push(await teacherOf(database, email));
      return { kind: source.postgresUrl ? 'postgres' : 'pglite', env, teachers, open, dispose };
    } finally {
      await database.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}
