import { describe, expect, it } from 'vitest';
import { passwordBand, passwordCategories, passwordProblem } from './password.rules';
import { scorePassword } from './password-strength.rules';

describe('password rules of spec §5', () => {
  it('asks for a password when empty', () => {
    expect(passwordProblem('', false)).toBe('empty');
  });

  it('needs at least 10 characters', () => {
    expect(passwordProblem('Ab1!Ab1!A', false)).toBe('tooShort');
    expect(passwordProblem('Ab1!Ab1!Ab', false)).toBeNull();
  });

  it('needs three of the four categories', () => {
    expect(passwordProblem('abcdefghij12', false)).toBe('tooFewCategories');
    expect(passwordProblem('abcdefghij12X', false)).toBeNull();
    expect(passwordProblem('abcdefghij-12', false)).toBeNull();
  });

  it('refuses a password of the common list even when it has the right shape', () => {
    expect(passwordProblem('Password123!', true)).toBe('common');
  });

  it('counts accented letters as letters of their case', () => {
    expect(passwordCategories('éÉ1')).toEqual(['lowercase', 'uppercase', 'digits']);
  });
});

describe('password score', () => {
  it('rates a common password lowest', () => {
    expect(scorePassword('Demo-Pass-2026!', true)).toBe(0);
  });

  it('rates a long mixed password good and a repeated one very bad', () => {
    expect(passwordBand(scorePassword('Demo-Pass-2026!', false))).toBe('good');
    expect(passwordBand(scorePassword('aaaaaaaaaaA1', false))).toBe('veryBad');
  });

  it('maps the thresholds 30, 60 and 80 to the four bands', () => {
    expect([0, 29, 30, 59, 60, 79, 80, 100].map(passwordBand)).toEqual([
      'veryBad',
      'veryBad',
      'bad',
      'bad',
      'sufficient',
      'sufficient',
      'good',
      'good',
    ]);
  });
});
