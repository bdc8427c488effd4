import { describe, expect, it } from 'vitest';
import { redactUrlQuery } from './logger';

describe('redactUrlQuery', () => {
  it('hides the values of secret query parameters', () => {
    expect(redactUrlQuery('/api/x?token=abc&page=2&code=123456')).toBe(
      '/api/x?token=%5Bredacted%5D&page=2&code=%5Bredacted%5D',
    );
  });

  it("hides a signed file address's signature, which opens the file until it expires", () => {
    expect(redactUrlQuery('/api/files/1?variant=original&expires=9&signature=s3cr3t')).toBe(
      '/api/files/1?variant=original&expires=9&signature=%5Bredacted%5D',
    );
  });

  it('leaves a URL without query alone', () => {
    expect(redactUrlQuery('/api/health')).toBe('/api/health');
  });
});
