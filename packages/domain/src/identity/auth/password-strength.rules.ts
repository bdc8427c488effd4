import { ZxcvbnFactory } from '@zxcvbn-ts/core';

// Its own file: zxcvbn outweighs every other auth rule, and a screen that only checks a
// username or the password policy should not download it.
let estimator: ZxcvbnFactory | undefined;

/**
 * Strength 0–100 from zxcvbn's guess estimate (10^2 guesses → 0, 10^12 → 100). A password
 * of the common list scores 0 whatever its shape.
 */
export function scorePassword(password: string, isCommon: boolean): number {
  if (!password || isCommon) return 0;
  estimator ??= new ZxcvbnFactory();
  const { guessesLog10 } = estimator.check(password.slice(0, 100));
  return Math.max(0, Math.min(100, Math.round((guessesLog10 - 2) * 10)));
}
