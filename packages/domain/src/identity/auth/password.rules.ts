/** Spec §5 and §9: at least 10 characters and three of the four character categories. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MIN_CATEGORIES = 3;
/** Score bands: below 30 very bad, below 60 bad, below 80 sufficient, otherwise good. */
export const PASSWORD_SCORE_THRESHOLDS = { bad: 30, sufficient: 60, good: 80 } as const;

export type PasswordCategory = 'lowercase' | 'uppercase' | 'digits' | 'symbols';
export type PasswordBand = 'veryBad' | 'bad' | 'sufficient' | 'good';
/** Why a password is refused; each has a message in every locale. */
export type PasswordProblem = 'empty' | 'tooShort' | 'tooFewCategories' | 'common';

const CATEGORY_TESTS: Record<PasswordCategory, RegExp> = {
  lowercase: /\p{Ll}/u,
  uppercase: /\p{Lu}/u,
  digits: /\p{Nd}/u,
  symbols: /[^\p{L}\p{Nd}]/u,
};

export function passwordCategories(password: string): PasswordCategory[] {
  return (Object.keys(CATEGORY_TESTS) as PasswordCategory[]).filter((category) =>
    CATEGORY_TESTS[category].test(password),
  );
}

export function passwordBand(score: number): PasswordBand {
  if (score < PASSWORD_SCORE_THRESHOLDS.bad) return 'veryBad';
  if (score < PASSWORD_SCORE_THRESHOLDS.sufficient) return 'bad';
  if (score < PASSWORD_SCORE_THRESHOLDS.good) return 'sufficient';
  return 'good';
}

/** The first rule a new password breaks, or null when it may be used. */
export function passwordProblem(password: string, isCommon: boolean): PasswordProblem | null {
  if (!password) return 'empty';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (passwordCategories(password).length < PASSWORD_MIN_CATEGORIES) return 'tooFewCategories';
  if (isCommon) return 'common';
  return null;
}
