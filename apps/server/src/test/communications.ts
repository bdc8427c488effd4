import { afterAll, beforeAll } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';
import { callAs } from './student-test-data';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app for the communications area whose environment is known only once the test servers
 * it talks to listen (`env` runs in beforeAll). The demo's appointments start announced and their
 * reminders unplanned, so a test counts only its own messages.
 */
export function useCommunicationsApp(
  env: () => Promise<NodeJS.ProcessEnv> | NodeJS.ProcessEnv,
  cleanup?: () => Promise<void>,
): () => TestApp {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(await env());
    await testApp.app.ready();
    // The demo's appointments are announced (the seed says so): their reminders are no test's business.
    await testApp.database.executeSql('DELETE FROM appointment_notice_queue', []);
    await testApp.app.jobRunner.drain();
  }, 60_000);
  afterAll(async () => {
    await testApp?.dispose();
    await cleanup?.();
  });
  return () => {
    if (!testApp) throw new Error('useCommunicationsApp: the app is only ready inside tests');
    return testApp;
  };
}

/**
 * The communications test app sending through an SMTP server of the test's own: `smtp()` holds
 * what it received. `env` adds to the app's environment (the sender, the public address).
 */
export function useAppWithSmtpCapture(env: NodeJS.ProcessEnv = {}): { app: () => TestApp; smtp: () => SmtpCapture } {
  let capture: SmtpCapture | undefined;
  const app = useCommunicationsApp(
    async () => {
      capture = await startSmtpCapture();
      return { ...env, SMTP_URL: capture.url };
    },
    async () => capture?.close(),
  );
  return {
    app,
    smtp: () => {
      if (!capture) throw new Error('useAppWithSmtpCapture: the SMTP server only listens inside tests');
      return capture;
    },
  };
}

/** Rows of a plain SQL query on the test app's database (for what no route shows or changes). */
export async function queryRows<Row = Record<string, unknown>>(t: TestApp, text: string, params: unknown[] = []) {
  return (await t.database.executeSql(text, params)).rows as Row[];
}

/** A moment `hours` from now, on a whole minute. */
export function hoursFromNow(hours: number): Date {
  const at = new Date(Date.now() + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at;
}

export interface LogEntry {
  id: string;
  at: string;
  plannedAt: string;
  channel: 'email' | 'sms';
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  sender: string | null;
  status: string;
  failure: string | null;
  student: { id: string; name: string } | null;
  credits: number | null;
}

/** Calls as demo logins, with the few steps every communications test takes. */
export function communicationsCalls(t: () => TestApp) {
  const call = callAs(() => t().app);
  /** The head's individual driving lesson (confirmations by e-mail). */
  const headLesson = async (email = 'head@demo.ch') =>
    (await call(email, 'GET', '/api/bookable-courses'))
      .json()
      .data.find((entry: { individual: boolean }) => entry.individual) as { id: string };
  return {
    call,
    headLesson,
    /** Books `minutes` from `start` for the students, overlaps allowed (the demo calendar is full). */
    async book(
      email: string,
      start: Date,
      fields: { courseId?: string | null; studentIds: string[]; minutes?: number; location?: string },
    ) {
      const response = await call(email, 'POST', '/api/appointments', {
        title: 'Leçon',
        start: start.toISOString(),
        end: new Date(start.getTime() + (fields.minutes ?? 60) * 60_000).toISOString(),
        courseId: fields.courseId ?? null,
        studentIds: fields.studentIds,
        location: fields.location ?? null,
        allowOverlap: true,
      });
      if (response.statusCode !== 201) throw new Error(`appointment not booked: ${response.body}`);
      return response.json().data as { id: string; version: number };
    },
    /** Saves the settings read now, with `changes`; answers the response. */
    async saveSettings(email: string, changes: Record<string, unknown>) {
      const current = (await call(email, 'GET', '/api/communication-settings')).json().data;
      return call(email, 'PUT', '/api/communication-settings', { ...current, ...changes });
    },
    /** The log entries of a query (the first page), as `email` sees them. */
    async log(email: string, query = '') {
      const response = await call(email, 'GET', `/api/communication-logs${query ? `?${query}` : ''}`);
      if (response.statusCode !== 200) throw new Error(`log not read: ${response.body}`);
      return response.json().data as LogEntry[];
    },
    /** The log entries of one student (or recipient), newest first. */
    async logOf(email: string, recipient: string) {
      const response = await call(email, 'GET', `/api/communication-logs?q=${encodeURIComponent(recipient)}`);
      return (response.json().data as LogEntry[]).filter((entry) => entry.recipient === recipient);
    },
  };
}
