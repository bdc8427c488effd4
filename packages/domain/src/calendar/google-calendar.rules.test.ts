import { describe, expect, it } from 'vitest';
import { resolveGoogleConflict } from './google-calendar.rules';

describe('the Google conflict rule', () => {
  const earlier = new Date('2026-11-20T10:00:00Z');
  const later = new Date('2026-11-20T10:05:00Z');

  it('takes the later writer of a personal appointment', () => {
    expect(resolveGoogleConflict({ updatedAt: earlier, isLesson: false }, { updated: later })).toBe('take-google');
    expect(resolveGoogleConflict({ updatedAt: later, isLesson: false }, { updated: earlier })).toBe('push-ours');
  });

  it('keeps a lesson as we have it, even when Google wrote last', () => {
    expect(resolveGoogleConflict({ updatedAt: earlier, isLesson: true }, { updated: later })).toBe('push-ours');
  });
});
