/** The single-use links the product mails (account confirmation, password reset, invitation). */
const SINGLE_USE_LINK = /(\/(?:register|reset|invitations)\/)[A-Za-z0-9_-]{16,}/g;

/**
 * A message as the log and the student sheet show it: a single-use link keeps its address but
 * loses its token, so whoever reads the log cannot use a link meant for someone else.
 */
export function redactLinkTokens(text: string): string {
  return text.replace(SINGLE_USE_LINK, '$1…');
}
