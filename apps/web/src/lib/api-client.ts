import type { ErrorBody, pageSchema } from '@ds/domain';
import type { z } from 'zod';
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
type Page = z.infer<typeof pageSchema>;

/** Sends the user to /login with the current address as `redirect` (spec §8: 401 on any call). */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (pathname === '/login') return;
  window.location.assign(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

/** Reads a JSON answer and keeps any token found in it (error answers included, spec §7). */
async function readBody(response: Response): Promise<Body> {
  const body = (await response.json().catch(() => ({}))) as Body;
  if (typeof body.token === 'string') sessionStorage.setItem(SESSION_KEYS.token, body.token);
  return body;
}

/** Calls the API under /api with the session token; any failed answer becomes an ApiError. */
async function send(path: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }) {
  const headers = { ...init.headers };
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: init.method, headers, body: init.body });
  } catch {
    throw new ApiError(0, 'network', 'No connection');
  }
  if (response.ok) return response;

  const body = await readBody(response);
  if (response.status === 401) redirectToLogin();
  throw new ApiError(
    response.status,
    body.error?.code ?? 'internal',
    body.error?.message ?? response.statusText,
    body.error?.details,
  );
}

/** A JSON call: sends `body` as JSON and unwraps the answer's `{ data }`. */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await send(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await readBody(response)).data as T;
}

/**
 * A page of a server-side list: its rows and where they sit in the whole (`{ data, page }`), and
 * what else the list answers about the whole (`Extra`: the sums of the shop's sales).
 */
export async function apiPage<T, Extra extends object = object>(
  path: string,
): Promise<{ data: T[]; page: Page } & Extra> {
  const response = await send(path, { method: 'GET', headers: { accept: 'application/json' } });
  return (await readBody(response)) as unknown as { data: T[]; page: Page } & Extra;
}

/** A file upload: the browser sets the multipart content type and boundary itself. */
export async function apiUpload<T>(path: string, formData: FormData, method = 'PUT'): Promise<T> {
  const response = await send(path, { method, headers: { accept: 'application/json' }, body: formData });
  return (await readBody(response)).data as T;
}

/** A stored file as the server sent it (e.g. to show it through an object URL). */
export async function apiBlob(path: string): Promise<Blob> {
  return (await send(path, { method: 'GET', headers: {} })).blob();
}
