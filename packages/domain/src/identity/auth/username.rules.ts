/**
 * The username is an e-mail address (spec §5). The pattern is zod's own for `z.email()`; kept
 * here so the login form checks it without loading zod, and `usernameSchema` uses the same one.
 */
export const USERNAME_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const USERNAME_MAX_LENGTH = 254;

export function isUsername(value: string): boolean {
  return value.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(value);
}
