import { describe, expect, it } from 'vitest';
import { contentPreview, entryMoment, failureKey, isResendable, PREVIEW_LENGTH } from './log-entry-view';

describe('a line of the communication log', () => {
  it('is dated in Swiss time: when planned for until it leaves, then when it left', () => {
    const times = { at: '2026-03-01T07:05:00Z', plannedAt: '2026-03-02T16:30:00Z' };
    expect(entryMoment({ ...times, status: 'sent' })).toBe('01.03.2026 08:05');
    expect(entryMoment({ ...times, status: 'planned' })).toBe('02.03.2026 17:30');
    expect(entryMoment({ at: '2026-07-01T22:15:00Z', plannedAt: '2026-07-01T22:15:00Z', status: 'sent' })).toBe(
      '02.07.2026 00:15',
    );
  });

  it('shows the first line of the content, and says when opening it shows more', () => {
    expect(contentPreview('Rendez-vous demain à 08:00')).toEqual({
      firstLine: 'Rendez-vous demain à 08:00',
      more: false,
    });
    expect(contentPreview('\nBonjour Léa,\n\nVotre leçon est confirmée.')).toEqual({
      firstLine: 'Bonjour Léa,',
      more: true,
    });
    const long = contentPreview('a'.repeat(PREVIEW_LENGTH + 10));
    expect(long.firstLine).toHaveLength(PREVIEW_LENGTH);
    expect(long.firstLine.endsWith('…')).toBe(true);
    expect(long.more).toBe(true);
  });

  it('explains known failures and calls any other one another reason', () => {
    expect(failureKey('auth')).toBe('failures.auth');
    expect(failureKey('no_credit')).toBe('failures.no_credit');
    expect(failureKey('quota_exceeded')).toBe('failures.other');
    expect(failureKey(null)).toBe('failures.other');
  });

  it('offers sending again for failed, unknown and refused messages only', () => {
    expect(['failed', 'unknown', 'refused'].every((status) => isResendable(status as 'failed'))).toBe(true);
    for (const status of ['planned', 'sending', 'sent', 'delivered', 'cancelled'] as const)
      expect(isResendable(status)).toBe(false);
  });
});
