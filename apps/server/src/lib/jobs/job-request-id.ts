import { currentRequestId, isSafeRequestId } from '../request-context';

/** Where a job's data keeps the id of the request that added it (pg-boss 10 has no metadata column). */
const REQUEST_ID_KEY = '_requestId';

/** A job's data as stored: with the id of the request it is added for, if any. */
export function withRequestId(data: object): object {
  const requestId = currentRequestId();
  return requestId ? { ...data, [REQUEST_ID_KEY]: requestId } : data;
}

/** A stored job's data as its queue's service knows it, and the id of the request that added it. */
export function splitRequestId(stored: object): { data: object; requestId?: string } {
  if (!(REQUEST_ID_KEY in stored)) return { data: stored };
  const { [REQUEST_ID_KEY]: requestId, ...data } = stored as Record<string, unknown>;
  return isSafeRequestId(requestId) ? { data, requestId } : { data };
}
