import { describe, expect, it } from 'vitest';
import { loginDestination } from './login-redirect.rules';

describe('loginDestination', () => {
  it('turns a shop resource link into the checkout, switching the language', () => {
    expect(loginDestination('/resources/AbCdE12345/A1b2C3/de')).toEqual({
      path: '/checkout/AbCdE12345/A1b2C3',
      language: 'de',
    });
    expect(loginDestination('/resources/AbCdE12345/A1b2C3')).toEqual({ path: '/checkout/AbCdE12345/A1b2C3' });
  });

  it('follows any other same-origin path with its query', () => {
    expect(loginDestination('/students/profile?id=3')).toEqual({ path: '/students/profile?id=3' });
    expect(loginDestination('/resources/short/A1b2C3')).toEqual({ path: '/resources/short/A1b2C3' });
  });

  it('goes home for absolute, protocol-relative and backslash URLs', () => {
    for (const redirect of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      ' /students',
    ]) {
      expect(loginDestination(redirect), redirect).toEqual({ path: '/' });
    }
  });

  it('goes home without a redirect', () => {
    expect(loginDestination(null)).toEqual({ path: '/' });
    expect(loginDestination('')).toEqual({ path: '/' });
  });
});
