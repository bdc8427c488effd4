import { randomBytes } from 'node:crypto';
import { ARTICLE_CODE_LENGTH, generateShopCode, SELLER_CODE_LENGTH } from '@ds/domain';

/** Codes drawn before giving up: 62^6 codes make a collision rare, ten in a row a broken source. */
const DRAWS = 10;

/**
 * Draws codes until `use` takes one (it answers undefined when the code is someone else's):
 * the public codes are random, unique, and never derived from an id.
 */
async function withFreshCode<T>(length: number, use: (code: string) => Promise<T | undefined>): Promise<T> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const taken = await use(generateShopCode(length, randomBytes));
    if (taken !== undefined) return taken;
  }
  throw new Error(`no free code of ${length} characters after ${DRAWS} draws`);
}

export const withFreshSellerCode = <T>(use: (code: string) => Promise<T | undefined>) =>
  withFreshCode(SELLER_CODE_LENGTH, use);

export const withFreshArticleCode = <T>(use: (code: string) => Promise<T | undefined>) =>
  withFreshCode(ARTICLE_CODE_LENGTH, use);
