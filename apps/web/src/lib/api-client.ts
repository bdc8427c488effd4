import type { ErrorBody } from '@ds/domain';
import { SESSION_KEYS } from './storage-keys';

/** A failed call: the server's error code (or `network` when it could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Body = { data?: unknown; token?: unknown } & Partial<ErrorBody>;

/** Sends the user to /login with the current address as `redirect` (spec §8: 401 on any call). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/**
 * Calls the API under /api with the session token, keeps any token found in an answer
 * (error answers included, spec §7) and unwraps `{ data }`.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'network', 'No connection');
  }

  const body = (await response.json().catch(() => ({}))) as Body;
  if (typeof body.token === 'string') sessionStorage.setItem(SESSION_KEYS.token, body.token);
  if (response.ok) return body.data as T;
  if (response.status === 401) redirectToLogin();
  throw new ApiError(
    response.status,
    body.error?.code ?? 'internal',
    body.error?.message ?? response.statusText,
    body.error?.details,
  );
}
