import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './hmac';

describe('hmacSha256Hex', () => {
  it('computes the same proof as the server', async () => {
    const key = 'k3y-Ä-token';
    const message = 'challenge-token1';
    expect(await hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
  });
});
