/** Text searched with LIKE/ILIKE taken literally: its `%`, `_` and `\` escaped (PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
