import type { Me } from '@ds/domain';
import { api } from '@/lib/api-client';
import { storeSessionUser } from '@/lib/session';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { hmacSha256Hex } from './hmac';

export interface LoginRequest {
  username: string;
  password: string;
  remember: boolean;
  otp?: string;
  recoveryCode?: string;
}

function rememberDevice(username: string, autologinId: string, autologinToken: string): void {
  localStorage.setItem(LOCAL_KEYS.autologinUsername, username);
  localStorage.setItem(LOCAL_KEYS.autologinId, autologinId);
  localStorage.setItem(LOCAL_KEYS.autologinToken, autologinToken);
}

export function forgetDevice(): void {
  for (const key of [LOCAL_KEYS.autologinUsername, LOCAL_KEYS.autologinId, LOCAL_KEYS.autologinToken]) {
    localStorage.removeItem(key);
  }
}

/** Password sign-in; the api client keeps the session token, this keeps `me` and the device. */
export async function login(request: LoginRequest): Promise<Me> {
  const result = await api<{ me: Me; autologinId?: string; autologinToken?: string }>('/auth/login', {
    method: 'POST',
    body: request,
  });
  if (result.autologinId && result.autologinToken) {
    rememberDevice(result.me.username, result.autologinId, result.autologinToken);
  }
  storeSessionUser(result.me);
  return result.me;
}

/**
 * The automatic sign-in of spec §7 from a remembered device: prelogin gives token1, the
 * proof is hex HMAC-SHA256(autologinToken, token1); the answer rotates the device token.
 */
export async function autologin(): Promise<Me | null> {
  const username = localStorage.getItem(LOCAL_KEYS.autologinUsername);
  const autologinId = localStorage.getItem(LOCAL_KEYS.autologinId);
  const autologinToken = localStorage.getItem(LOCAL_KEYS.autologinToken);
  if (!username || !autologinId || !autologinToken) return null;
  const { token1 } = await api<{ token1: string }>('/auth/prelogin', { method: 'POST', body: { username } });
  const result = await api<{ me: Me; autologinToken: string }>('/auth/autologin', {
    method: 'POST',
    body: { token: await hmacSha256Hex(autologinToken, token1), username, autologinId },
  });
  rememberDevice(username, autologinId, result.autologinToken);
  storeSessionUser(result.me);
  return result.me;
}
