import type { Me } from '@ds/domain';
import { api } from './api-client';

export function fetchMe(): Promise<Me> {
  return api<Me>('/auth/me');
}
