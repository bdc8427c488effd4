/** The characters of the shop's public identifiers: spec §2/§5's alphanumerics, both cases. */
export const SHOP_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A seller's code: `:monitor` of /resources/:monitor/:article and /checkout/:monitor/:article. */
export const SELLER_CODE_LENGTH = 10;
/** An article's code: `:article` of those addresses. */
export const ARTICLE_CODE_LENGTH = 6;

/** Spec §2/§5: the monitor parameter ends in 10 alphanumerics (the seller's code); the article is 6 of them. */
export const MONITOR_PARAM_PATTERN = /[A-Za-z0-9]{10}$/;
export const ARTICLE_CODE_PATTERN = /^[A-Za-z0-9]{6}$/;

/** The seller's code a monitor parameter ends with. */
export function sellerCodeOf(monitorParam: string): string {
  return monitorParam.slice(-SELLER_CODE_LENGTH);
}

/** Bytes past the largest multiple of the alphabet's length under 256 are drawn again (no bias). */
const FAIR_LIMIT = 256 - (256 % SHOP_CODE_ALPHABET.length);

/** A code of `length` characters, each drawn uniformly from the alphabet out of a source of random bytes (the server's `randomBytes`). */
export function generateShopCode(length: number, randomBytes: (count: number) => Uint8Array): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < FAIR_LIMIT && code.length < length) code += SHOP_CODE_ALPHABET[byte % SHOP_CODE_ALPHABET.length];
    }
  }
  return code;
}

type ArticleTexts<Field extends string> = Record<`${Field}${'Fr' | 'De' | 'It' | 'En'}`, string>;

const SUFFIXES = { fr: 'Fr', de: 'De', it: 'It', en: 'En' } as const;
const FALLBACK_ORDER = ['fr', 'de', 'it', 'en'] as const;

/**
 * An article's label or description for a reader: in his language when given, else the first
 * given of French, German, Italian and English (blanks count as missing).
 */
export function articleText<Field extends 'label' | 'description'>(
  article: ArticleTexts<Field>,
  field: Field,
  language: string,
): string {
  const own = FALLBACK_ORDER.find((code) => code === language.slice(0, 2));
  for (const code of own ? [own, ...FALLBACK_ORDER] : FALLBACK_ORDER) {
    const text = article[`${field}${SUFFIXES[code]}`].trim();
    if (text) return text;
  }
  return '';
}

/** Where an article is shown to anyone, and where it is bought (spec §2). */
export function articlePaths(article: { shopCode: string; code: string }): { page: string; checkout: string } {
  return {
    page: `/resources/${article.shopCode}/${article.code}`,
    checkout: `/checkout/${article.shopCode}/${article.code}`,
  };
}
