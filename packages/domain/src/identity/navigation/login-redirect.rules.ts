import type { Language } from '../../kernel/i18n/languages';

export interface LoginDestination {
  path: string;
  /** Set when the redirect named a language (/resources/…/de). */
  language?: Language;
}

const RESOURCE_LINK = /^\/resources\/([A-Za-z0-9]{10})\/([A-Za-z0-9]{6})(?:\/(de|fr|it))?\/?$/;

/**
 * Where /login?redirect=… leads after signing in (spec §2): a shop link
 * /resources/{monitor}/{article}[/de|/fr|/it] becomes /checkout/{monitor}/{article} in that
 * language; any other same-origin path is followed; anything else (an absolute or
 * protocol-relative URL, a backslash trick) goes home, so the login page is no open redirect.
 */
export function loginDestination(redirect: string | null | undefined): LoginDestination {
  if (!redirect) return { path: '/' };
  const resource = RESOURCE_LINK.exec(redirect);
  if (resource) {
    const [, monitor, article, language] = resource;
    return { path: `/checkout/${monitor}/${article}`, ...(language ? { language: language as Language } : {}) };
  }
  const sameOriginPath =
    redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\') && !/^\/[^/?#]*:/.test(redirect);
  return { path: sameOriginPath ? redirect : '/' };
}
