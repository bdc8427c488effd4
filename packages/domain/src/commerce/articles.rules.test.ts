import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CODE_PATTERN,
  articlePaths,
  articleText,
  generateShopCode,
  MONITOR_PARAM_PATTERN,
  SHOP_CODE_ALPHABET,
  sellerCodeOf,
} from './articles.rules';
import { articleInput } from './articles.schema';

const texts = {
  labelFr: '',
  labelDe: 'Theoriepaket',
  labelIt: 'Pacchetto',
  labelEn: 'Pack',
  descriptionFr: '',
  descriptionDe: '',
  descriptionIt: '',
  descriptionEn: ' ',
};

describe('shop codes', () => {
  it('draws distinct codes of the checkout identifiers, over both cases and digits', () => {
    const codes = Array.from({ length: 5_000 }, () => generateShopCode(6, randomBytes));
    expect(new Set(codes).size).toBe(5_000);
    for (const code of codes) expect(code).toMatch(ARTICLE_CODE_PATTERN);
    expect([...new Set(codes.join(''))].sort().join('')).toBe([...SHOP_CODE_ALPHABET].sort().join(''));
    expect(generateShopCode(10, randomBytes)).toMatch(MONITOR_PARAM_PATTERN);
  });

  it('draws again the bytes that would bias the alphabet', () => {
    let calls = 0;
    const biased = (count: number) => new Uint8Array(count).fill(calls++ === 0 ? 255 : 62);
    expect(generateShopCode(6, biased)).toBe('AAAAAA');
  });

  it('reads the seller from the end of the monitor parameter and makes the two addresses', () => {
    expect(sellerCodeOf('helene-chef-AbCdE12345')).toBe('AbCdE12345');
    expect(articlePaths({ shopCode: 'AbCdE12345', code: 'x1Y2z3' })).toEqual({
      page: '/resources/AbCdE12345/x1Y2z3',
      checkout: '/checkout/AbCdE12345/x1Y2z3',
    });
  });
});

describe('article texts', () => {
  it('answers the reader’s language, else French, German, Italian, English in turn', () => {
    expect(articleText(texts, 'label', 'it')).toBe('Pacchetto');
    expect(articleText(texts, 'label', 'fr')).toBe('Theoriepaket');
    expect(articleText(texts, 'label', 'en-GB')).toBe('Pack');
    expect(articleText(texts, 'description', 'de')).toBe('');
  });
});

describe('article input', () => {
  const issues = (value: object) =>
    (articleInput.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      (issue as { params?: { rule?: string } }).params?.rule,
    ]);

  it('takes what each kind delivers, and nothing another kind would', () => {
    expect(articleInput.safeParse({ kind: 'sms_pack', labelFr: 'SMS', price: 30, smsCount: 100 }).success).toBe(true);
    expect(issues({ kind: 'sms_pack', labelFr: 'SMS', price: 30 })).toEqual([['smsCount', 'sms_count_required']]);
    expect(issues({ kind: 'voucher', labelFr: 'Bon', price: 50, theoryLicenceDays: 30 })).toEqual([
      ['theoryLicenceDays', 'theory_licence_only'],
    ]);
    expect(issues({ kind: 'theory_licence', labelFr: 'Licence', price: 7.2 })).toEqual([
      ['theoryLicenceDays', 'theory_days_required'],
    ]);
    expect(issues({ kind: 'resources', labelFr: 'Pack', price: 0 })).toEqual([['resourceIds', 'resources_required']]);
    expect(issues({ kind: 'voucher', labelFr: 'Bon', price: 0 })).toEqual([['price', 'voucher_not_free']]);
    expect(issues({ kind: 'voucher', price: 50 }).map(([path]) => path)).toEqual([
      'labelFr',
      'labelDe',
      'labelIt',
      'labelEn',
    ]);
  });
});
