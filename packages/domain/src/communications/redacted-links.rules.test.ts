import { describe, expect, it } from 'vitest';
import { redactLinkTokens } from './redacted-links.rules';

describe('single-use links in the log', () => {
  it('keeps the address of a link and hides its token', () => {
    const text = 'Choisissez votre mot de passe : https://ecole.ch/register/AbC_123-xyz0987654321 (48 h).';
    expect(redactLinkTokens(text)).toBe('Choisissez votre mot de passe : https://ecole.ch/register/… (48 h).');
    expect(
      redactLinkTokens('https://x.ch/reset/aaaaaaaaaaaaaaaaaaaa et https://x.ch/invitations/bbbbbbbbbbbbbbbbbbbbbbbb'),
    ).toBe('https://x.ch/reset/… et https://x.ch/invitations/…');
  });

  it('leaves other addresses and short words alone', () => {
    const text = 'Voir https://ecole.ch/students/profile?id=1 et /register/court';
    expect(redactLinkTokens(text)).toBe(text);
  });
});
