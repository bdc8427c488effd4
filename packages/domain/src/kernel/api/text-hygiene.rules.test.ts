import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacters } from './text-hygiene.rules';

describe('text hygiene', () => {
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085', 'é\ud800', '\udc00z']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('accepts tabs, new lines, accents, emoji and every other printable text', () => {
    for (const text of ['Chemin du Lac 3\r\n1003 Lausanne', 'a\tb', 'Zürich – Biel/Bienne', '🚗 ok', '']) {
      expect(hasForbiddenCharacters(text)).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const expected = [...text].some((character) => {
          const code = character.codePointAt(0) ?? 0;
          return code <= 8 || code === 11 || code === 12 || (code >= 14 && code <= 31) || (code >= 127 && code <= 159);
        });
        expect(hasForbiddenCharacters(text)).toBe(expected);
      }),
    );
  });

  it('names the path of the first forbidden string or key in a document', () => {
    const rule = 'control_character';
    expect(findForbiddenText({ label: 'ok', items: [{ name: 'x' }, { name: 'y\u0000' }] })).toEqual({
      path: ['items', '1', 'name'],
      rule,
    });
    expect(findForbiddenText({ ['k\u0000']: 1 })).toEqual({ path: ['k?'], rule });
    expect(findForbiddenText('\u0000')).toEqual({ path: [], rule });
    expect(findForbiddenText({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });

  it('never throws, whatever the document, and refuses one nested too deep', () => {
    fc.assert(fc.property(fc.anything(), (value) => void findForbiddenText(value)));
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findForbiddenText(deep)?.rule).toBe('too_deep');
  });
});
