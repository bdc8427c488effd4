/**
 * Text the application refuses wherever it comes from: control characters other than tab,
 * line feed and carriage return (C0, DEL and C1: PostgreSQL refuses NUL outright, the others are
 * invisible and break exports), and lone UTF-16 surrogates (not text: they cannot be stored as
 * UTF-8 without being silently replaced).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

const FORBIDDEN_GLOBAL = new RegExp(FORBIDDEN.source, 'gu');
/** Deeper than any document the API takes: refused rather than walked. */
export const MAX_DOCUMENT_DEPTH = 32;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

export interface TextProblem {
  /** Where: `label`, `students.2.name` (a key's own forbidden characters shown as `?`). */
  path: string[];
  rule: 'control_character' | 'too_deep';
}

/** The first string or object key holding a forbidden character in a parsed document, or a nesting too deep. */
export function findForbiddenText(value: unknown, path: string[] = []): TextProblem | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? { path, rule: 'control_character' } : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (path.length >= MAX_DOCUMENT_DEPTH) return { path, rule: 'too_deep' };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasForbiddenCharacters(key))
      return { path: [...path, key.replace(FORBIDDEN_GLOBAL, '?')], rule: 'control_character' };
    const found = findForbiddenText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
