import type { ErrorBody, Resource } from '@ds/domain';
import { ApiError, redirectToLogin } from '@/lib/api-client';
import { SESSION_KEYS } from '@/lib/storage-keys';

/** A cancelled upload: not a failure to report, the line simply says it was cancelled. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
  }
}

export interface UploadHandle {
  /** The stored resource, or an ApiError (the server's refusal), or UploadCancelled. */
  done: Promise<Resource>;
  cancel: () => void;
}

type Answer = { data?: unknown; token?: unknown } & Partial<ErrorBody>;

function parse(text: string): Answer {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as Answer) : {};
  } catch {
    return {};
  }
}

/** A refusal without the server's envelope (a proxy's 413): its status says enough. */
const CODE_BY_STATUS: Record<number, string> = { 413: 'payload_too_large', 503: 'unavailable' };

/**
 * POST /api/resources/upload through XMLHttpRequest rather than fetch, which reports no upload
 * progress: `onProgress` follows the bytes sent and `cancel` aborts. The session is the one the
 * API client uses: the bearer token from sessionStorage, a token in any answer kept (spec §7),
 * a 401 sending the user to /login.
 */
export function uploadResourceFile(file: File, onProgress: (sent: number, total: number) => void): UploadHandle {
  const request = new XMLHttpRequest();
  const done = new Promise<Resource>((resolve, reject) => {
    request.open('POST', '/api/resources/upload');
    request.setRequestHeader('accept', 'application/json');
    const token = sessionStorage.getItem(SESSION_KEYS.token);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    request.onload = () => {
      const body = parse(request.responseText);
      if (typeof body.token === 'string') sessionStorage.setItem(SESSION_KEYS.token, body.token);
      if (request.status >= 200 && request.status < 300) {
        resolve(body.data as Resource);
        return;
      }
      if (request.status === 401) redirectToLogin();
      reject(
        new ApiError(
          request.status,
          body.error?.code ?? CODE_BY_STATUS[request.status] ?? 'internal',
          body.error?.message ?? request.statusText,
          body.error?.details,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'network', 'No connection'));
    request.onabort = () => reject(new UploadCancelled());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
  return { done, cancel: () => request.abort() };
}
