// Requests through the cluster as its users send them, counted: what the cluster test and
// `npm run bench:cluster` drive through nginx.
import http from 'node:http';

export interface Answer {
  /** 0 when the connection failed before an answer. */
  status: number;
  body: { data?: Record<string, unknown> & { id?: string }; token?: string; error?: { code: string } } | null;
  ms: number;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Keep-alive connections (a browser's); without, one connection per request. */
  agent?: http.Agent;
  headers?: Record<string, string>;
}

/** One JSON request; never rejects: a network failure is status 0. */
export function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${path}`,
      {
        method,
        agent: options.agent ?? false,
        headers: {
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: Answer['body'] = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started });
        });
        response.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - started }));
    request.end(payload);
  });
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/login', { body: { username, password } });
  if (answer.status !== 200 || !answer.body?.token) throw new Error(`${username} could not sign in (${answer.status})`);
  return answer.body.token;
}

export interface BookingLoad {
  /** Appointments whose creation was answered 201: they must exist, whatever happens next. */
  acknowledged: string[];
  /** How many answers of each status (0: no answer), reads and writes together. */
  statuses: Record<number, number>;
  requests: number;
}

export interface RunningLoad {
  /** Counted so far, while the load runs. */
  readonly progress: BookingLoad;
  /** Stops sending and resolves once every request sent has its answer. */
  stop(): Promise<BookingLoad>;
}

/**
 * `writers` clients booking appointments one after the other (each its own minutes, overlaps
 * allowed, far in the future: no notice, no clash) and `readers` reading my day, through `base`,
 * until stopped.
 */
export function startBookingLoad(options: {
  base: string;
  token: string;
  writers: number;
  readers: number;
  label: string;
}): RunningLoad {
  let running = true;
  const progress: BookingLoad = { acknowledged: [], statuses: {}, requests: 0 };
  const count = (status: number) => {
    progress.statuses[status] = (progress.statuses[status] ?? 0) + 1;
    progress.requests++;
  };
  const firstDay = Date.UTC(2031, 0, 6, 6, 0);
  const writer = async (client: number) => {
    for (let n = 0; running; n++) {
      const start = new Date(firstDay + (client * 100_000 + n) * 60_000);
      const answer = await call(options.base, 'POST', '/api/appointments', {
        token: options.token,
        body: {
          title: `${options.label} ${client}-${n}`,
          start: start.toISOString(),
          end: new Date(start.getTime() + 45 * 60_000).toISOString(),
          allowOverlap: true,
        },
      });
      count(answer.status);
      if (answer.status === 201 && answer.body?.data?.id) progress.acknowledged.push(answer.body.data.id);
    }
  };
  const reader = async () => {
    while (running) count((await call(options.base, 'GET', '/api/my-day', { token: options.token })).status);
  };
  const finished = Promise.all([
    ...Array.from({ length: options.writers }, (_, client) => writer(client)),
    ...Array.from({ length: options.readers }, () => reader()),
  ]);
  return {
    progress,
    async stop() {
      running = false;
      await finished;
      return progress;
    },
  };
}
