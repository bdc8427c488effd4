import { ApiError } from '@/lib/api-client';

/** An e-mailed link the server refuses: unknown, used, expired, or cut short when copied (a malformed token). */
export function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'invalid_token' || error.code === 'validation');
}
