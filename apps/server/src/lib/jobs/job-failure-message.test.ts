import { describe, expect, it } from 'vitest';
import { jobFailureMessage } from './job-failure-message';

describe('jobFailureMessage', () => {
  it("reads our reason, a thrown error's message and a timeout's value", () => {
    expect(jobFailureMessage({ reason: 'registry_unavailable' })).toBe('registry_unavailable');
    expect(jobFailureMessage({ name: 'Error', message: 'boom', stack: 'Error: boom\n    at x (/srv/a.js:1:1)' })).toBe(
      'boom',
    );
    expect(jobFailureMessage({ value: { message: 'job failed by timeout in active state' } })).toBe(
      'job failed by timeout in active state',
    );
    expect(jobFailureMessage({ value: 'plain' })).toBe('plain');
  });

  it('answers null when nothing was said', () => {
    expect(jobFailureMessage(null)).toBeNull();
    expect(jobFailureMessage({})).toBeNull();
    expect(jobFailureMessage({ reason: '  ' })).toBeNull();
  });

  it('keeps the first line only, never a stack', () => {
    expect(jobFailureMessage({ message: 'first\n    at secret (/srv/app/x.js:2:3)' })).toBe('first');
  });

  it('hides e-mail addresses, phone and account numbers', () => {
    expect(jobFailureMessage({ reason: '550 5.1.1 <jean.dupont@example.ch>: Recipient address rejected' })).toBe(
      '550 5.1.1 <[e-mail]>: Recipient address rejected',
    );
    expect(jobFailureMessage({ reason: 'SMS to +41 79 123 45 67 refused' })).toBe('SMS to [number] refused');
    expect(jobFailureMessage({ reason: 'IBAN CH93 0076 2011 6238 5295 7 unknown' })).toBe('IBAN CH[number] unknown');
  });

  it("keeps an address's scheme and host only, and hides keys and secret pairs", () => {
    expect(jobFailureMessage({ reason: 'connect ECONNREFUSED smtp://bob:pw@mail.example.ch:587/x?y=1' })).toBe(
      'connect ECONNREFUSED smtp://mail.example.ch',
    );
    expect(jobFailureMessage({ reason: 'refused password=hunter2 and token=abc' })).toBe(
      'refused password=[redacted] and token=[redacted]',
    );
    expect(jobFailureMessage({ reason: 'bad key 3f2a9c1b0d4e5f60718293a4b5c6d7e8f9' })).toBe('bad key [redacted]');
    expect(jobFailureMessage({ reason: 'registry_unavailable_while_sending_course' })).toBe(
      'registry_unavailable_while_sending_course',
    );
  });

  it('cuts a long message at 300 characters', () => {
    const message = jobFailureMessage({ reason: 'word '.repeat(100) });
    expect(message).toHaveLength(300);
    expect(message?.endsWith('…')).toBe(true);
  });
});
