import { describe, expect, it } from 'vitest';
import { redactUrlQuery } from './logger';

describe('redactUrlQuery', () => {
  it('hides the values of secret query parameters', () => {
    expect(redactUrlQuery('/api/x?token=abc&page=2&code=123456')).toBe(
      '/api/x?token=%5Bredacted%5D&page=2&code=%5Bredacted%5D',
    );
  });

  it('leaves a URL without query alone', () => {
    expect(redactUrlQuery('/api/health')).toBe('/api/health');
  });
});
