import { describe, expect, it } from 'vitest';
import { linkParamsOf } from './link-params';

const id = '0b3f6d1e-6f3c-4c59-9f2a-1d2e3f4a5b6c';
const signature = 'AbCdEfGhIjKlMnOpQrStUv_-12';

describe("a booking link's address", () => {
  it('reads the kind, the booking or offer and the signature', () => {
    expect(linkParamsOf({ kind: 'cancel', id, signature })).toEqual({ kind: 'cancel', id, signature });
    expect(linkParamsOf({ kind: 'offer', id, signature })?.kind).toBe('offer');
  });

  it('refuses a link cut short or made up, without asking the server', () => {
    expect(linkParamsOf({ kind: 'cancel', id, signature: signature.slice(0, 10) })).toBeNull();
    expect(linkParamsOf({ kind: 'delete', id, signature })).toBeNull();
    expect(linkParamsOf({ kind: 'cancel', id: 'id', signature })).toBeNull();
    expect(linkParamsOf({})).toBeNull();
  });
});
