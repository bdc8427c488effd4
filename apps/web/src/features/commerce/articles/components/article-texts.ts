import { type ArticleKind, articleText } from '@ds/domain';
import type { TFunction } from 'i18next';
import { formatChfAmount } from '@/lib/format-chf';

type Texts = Parameters<typeof articleText<'label'>>[0] & Parameters<typeof articleText<'description'>>[0];

/** An article's label and description in the reader's language (else the first given). */
export function articleTexts(article: Texts, language: string) {
  return { label: articleText(article, 'label', language), description: articleText(article, 'description', language) };
}

/** A price as the Swiss write it, or "free" (spec §5: 0 means free). */
export function priceText(price: number, t: TFunction): string {
  return price === 0 ? t('commerce-articles:free') : formatChfAmount(price);
}

/**
 * What an article delivers, in a line: its SMS, its licence days, its resources (their number when
 * known, else the kind's name), or the voucher's worth.
 */
export function deliveryText(
  article: { kind: ArticleKind; price: number; smsCount: number | null; theoryLicenceDays: number | null },
  resourceCount: number | null,
  t: TFunction,
): string {
  switch (article.kind) {
    case 'sms_pack':
      return t('commerce-articles:detail.sms', { count: article.smsCount ?? 0 });
    case 'theory_licence':
      return t('commerce-articles:detail.licence', { count: article.theoryLicenceDays ?? 0 });
    case 'voucher':
      return t('commerce-articles:detail.voucher', { amount: formatChfAmount(article.price) });
    case 'resources':
      return resourceCount === null
        ? t('commerce-articles:kinds.resources')
        : t('commerce-articles:detail.resources', { count: resourceCount });
  }
}
