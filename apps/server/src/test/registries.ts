import { afterAll, beforeAll } from 'vitest';
import { type L2Simulator, type L2SimulatorOptions, startL2Simulator } from '../integrations/l2/l2-simulator';
import { DEMO_SARI_ACCOUNT, DEMO_SARI_COURSE_ID } from '../integrations/sari/sari-demo';
import {
  demoSariSimulatorOptions,
  type SariSimulator,
  type SariSimulatorOptions,
  startSariSimulator,
} from '../integrations/sari/sari-simulator';
import { REGISTRY_SEND_QUEUE } from '../modules/integrations';
import { callAs } from './student-test-data';
import { createTestApp, type TestApp } from './test-app';

export interface RegistriesTestApp {
  t: TestApp;
  sari: SariSimulator;
  l2: L2Simulator;
  /** The demo's VKU course, whose SARI id is the simulator's demo course. */
  courseId: string;
}

/**
 * The registries' test app, for a describe block: the SARI simulator with its demo state (and
 * `sari` options added), an L2 simulator, the app pointed at both with short timeouts and retries,
 * and the helpers the registries' tests share. Its fields are set once the block's `beforeAll` ran.
 */
export function useRegistriesApp(simulators: { sari?: SariSimulatorOptions; l2?: L2SimulatorOptions } = {}) {
  const env = {} as RegistriesTestApp;
  const call = callAs(() => env.t.app);
  const sql = async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await env.t.database.executeSql(text, params)).rows as Row[];

  beforeAll(async () => {
    const demo = demoSariSimulatorOptions();
    env.sari = await startSariSimulator({
      ...demo,
      ...simulators.sari,
      unknownFabers: [...(demo.unknownFabers ?? []), ...(simulators.sari?.unknownFabers ?? [])],
    });
    env.l2 = await startL2Simulator(simulators.l2);
    env.t = await createTestApp({
      SARI_API_URL: env.sari.url,
      L2_API_URL: env.l2.url,
      L2_API_KEY: env.l2.apiKey,
      REGISTRY_TIMEOUT_MS: '300',
      JOBS_RETRY_DELAY_SECONDS: '1',
    });
    await env.t.app.ready();
    await sql('DELETE FROM appointment_notice_queue');
    const [course] = await sql<{ id: string }>('SELECT id FROM courses WHERE sari_id = $1', [DEMO_SARI_COURSE_ID]);
    env.courseId = course?.id ?? '';
  }, 60_000);
  afterAll(async () => {
    await env.t?.dispose();
    await env.sari?.close();
    await env.l2?.close();
  });

  return {
    env,
    call,
    sql,
    /** head@demo.ch's SARI account, the simulator's demo one unless overridden. */
    saveDemoAccount: (overrides: Record<string, string> = {}) =>
      call('head@demo.ch', 'PUT', '/api/account/sari-credentials', { ...DEMO_SARI_ACCOUNT, ...overrides }),
    /** Makes the queue's waiting retries due now, then drains it. */
    async drainWithRetriesDue(): Promise<void> {
      await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`, [REGISTRY_SEND_QUEUE]);
      await env.t.app.jobRunner.drain();
    },
    /** A student's row for a registry. */
    async rowOf(studentId: string, registry = 'sari') {
      const [row] = await sql<{ id: string; status: string; reason: string | null; attempts: number }>(
        'SELECT id, status, reason, attempts FROM registry_submissions WHERE student_id = $1 AND registry = $2',
        [studentId, registry],
      );
      if (!row) throw new Error('no registry row');
      return row;
    },
  };
}
