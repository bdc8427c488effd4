import { RegistryError } from '../kernel/course-registries';

/** One line per call, without a secret, a token or a person's data (the call's name, not its address). */
export interface RegistryCallLog {
  registry: 'sari' | 'l2';
  call: string;
  status: number | 'timeout' | 'unreachable';
  outcome: string;
  ms: number;
}

export interface RegistryAnswer {
  status: number;
  ok: boolean;
  /** The answer's JSON object, undefined when it is none. */
  body: Record<string, unknown> | undefined;
}

/**
 * One request to a registry (SARI, L2), bounded by `timeoutMs`. No answer — too slow, or the
 * registry unreachable — is logged and thrown as `unavailable`, worth trying again; what the
 * answer means is the client's business (it logs it with `log`).
 */
export async function requestRegistry(
  name: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  log: (status: RegistryCallLog['status'], outcome: string) => void,
): Promise<RegistryAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    log(timedOut ? 'timeout' : 'unreachable', 'unavailable');
    throw new RegistryError(
      'unavailable',
      'registry_unavailable',
      timedOut ? `${name} did not answer within ${timeoutMs} ms` : `${name} unreachable`,
    );
  }
  return { status: response.status, ok: response.ok, body: jsonObject(text) };
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
