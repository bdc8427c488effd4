import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usernameSchema } from './auth.schema';
import { isUsername } from './username.rules';

describe('isUsername', () => {
  it('accepts e-mail addresses of at most 254 characters', () => {
    expect(isUsername('head@demo.ch')).toBe(true);
    expect(isUsername(`${'a'.repeat(246)}@demo.ch`)).toBe(true);
    expect(isUsername('a.b+c@mail.example.ch')).toBe(true);
    expect(isUsername(`${'a'.repeat(247)}@demo.ch`)).toBe(false);
    expect(isUsername('head@demo')).toBe(false);
    expect(isUsername(' head@demo.ch')).toBe(false);
    expect(isUsername('.head@demo.ch')).toBe(false);
  });

  it('decides as usernameSchema does, for any text and any e-mail address', () => {
    const text = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.emailAddress().map((email) => ` ${email.toUpperCase()}`),
    );
    fc.assert(fc.property(text, (value) => isUsername(value) === usernameSchema.safeParse(value).success));
  });
});
