/** The longest failure message shown. */
const MAX_LENGTH = 300;

/** pg-boss keeps `{ reason }` (ours), a serialised error (`{ message, stack }`) or `{ value }` (a timeout). */
function messageOf(output: unknown): string | null {
  if (typeof output === 'string') return output;
  if (!output || typeof output !== 'object') return null;
  const { reason, message, value } = output as Record<string, unknown>;
  for (const text of [reason, message]) if (typeof text === 'string') return text;
  return value === undefined ? null : messageOf(value);
}

/** Secret-looking `name=value` pairs (a provider's error may echo a query string or a form). */
const SECRET_PAIR = /\b(password|passwd|pass|secret|token|key|signature|code|auth\w*)=\S+/gi;
/** An address with its user, path and query: only its scheme and host are kept. */
const ADDRESS = /\b([a-z][a-z0-9+.-]*:\/\/)(?:[^\s/@]*@)?([^\s/?#:]+)[^\s]*/gi;
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
/** Seven digits or more, spaces, dots, dashes and slashes between them allowed: phone, IBAN, AHV numbers. */
const NUMBER = /\+?\d(?:[\s./-]?\d){6,}/g;
/** Keys, tokens, hashes: long runs without spaces, with a digit (a long word stays). */
const TOKEN = /\b(?=[A-Za-z0-9+/_=-]*\d)[A-Za-z0-9+/_=-]{24,}/g;

/**
 * A failed job's message as the product administrator may read it: the first line (never a
 * stack), without e-mail addresses, phone or account numbers, addresses' users, paths and
 * queries, nor anything that looks like a key, at most 300 characters: a provider's error can
 * name the person a message was for. The job's row keeps the whole text.
 */
export function jobFailureMessage(output: unknown): string | null {
  const first = messageOf(output)?.split('\n')[0]?.trim();
  if (!first) return null;
  const cleaned = first
    .replace(SECRET_PAIR, '$1=[redacted]')
    .replace(ADDRESS, '$1$2')
    .replace(EMAIL, '[e-mail]')
    .replace(TOKEN, '[redacted]')
    .replace(NUMBER, '[number]');
  return cleaned.length > MAX_LENGTH ? `${cleaned.slice(0, MAX_LENGTH - 1)}…` : cleaned;
}
