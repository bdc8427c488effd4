import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request (or the requests) that the code running now works for: an HTTP request, or a batch
 * of jobs that requests added. Log lines and the jobs added meanwhile carry its id.
 */
interface RequestContext {
  requestIds: string[];
}

const storage = new AsyncLocalStorage<RequestContext>();

/** An `x-request-id` worth keeping: a short token that cannot break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Runs `work` on behalf of these requests (none: on behalf of no request, whatever ran before). */
export function runForRequests<T>(requestIds: string[], work: () => T): T {
  return storage.run({ requestIds }, work);
}

/** The one request the running code works for; none when it works for none or for several. */
export function currentRequestId(): string | undefined {
  const ids = storage.getStore()?.requestIds;
  return ids?.length === 1 ? ids[0] : undefined;
}

/**
 * What a log line says of the requests the running code works for: `requestId` (or
 * `requestIds` for a batch of jobs from several requests), unless its logger already binds one
 * (a request's own logger does).
 */
export function requestLogFields(bindings: () => Record<string, unknown>): Record<string, unknown> {
  const ids = storage.getStore()?.requestIds;
  if (!ids?.length || 'requestId' in bindings()) return {};
  return ids.length === 1 ? { requestId: ids[0] } : { requestIds: ids };
}
