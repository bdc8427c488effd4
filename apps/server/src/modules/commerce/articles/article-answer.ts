import { type Article, personName, type ShopArticle, toChf } from '@ds/domain';
import type { Secrets } from '../../../lib/secrets';
import { signedFileUrl } from '../../platform';
import type { ArticleView } from './articles.repo';

/** The logo by signed addresses (its WebP preview when one was made). */
export function logoOf(secrets: Secrets, view: ArticleView): Article['logo'] {
  if (!view.logo) return null;
  return {
    url: signedFileUrl(secrets, view.logo.id, 'original'),
    thumbnailUrl: view.logo.thumbnailKey ? signedFileUrl(secrets, view.logo.id, 'thumbnail') : null,
  };
}

/** An article as its seller (or his school's head) manages it. */
export function articleOf(secrets: Secrets, viewerId: string, view: ArticleView): Article {
  const { article } = view;
  return {
    id: article.id,
    version: article.version,
    kind: article.kind,
    labelFr: article.labelFr,
    labelDe: article.labelDe,
    labelIt: article.labelIt,
    labelEn: article.labelEn,
    descriptionFr: article.descriptionFr,
    descriptionDe: article.descriptionDe,
    descriptionIt: article.descriptionIt,
    descriptionEn: article.descriptionEn,
    price: toChf(article.price),
    public: article.public,
    shared: article.shared,
    theoryLicenceDays: article.theoryLicenceDays,
    smsCount: article.smsCount,
    externalId: article.externalId,
    externalUrl: article.externalUrl,
    resourceIds: view.resourceIds,
    logo: logoOf(secrets, view),
    code: article.code,
    shopCode: view.shopCode,
    disabled: article.disabledAt !== null,
    mine: article.ownerId === viewerId,
    owner: { id: article.ownerId, name: personName(view.seller) },
    createdAt: article.createdAt.toISOString(),
  };
}

/** An article offered on /shop; `mine` when the viewer manages it (a preview). */
export function shopArticleOf(secrets: Secrets, view: ArticleView, mine: boolean): ShopArticle {
  const { article } = view;
  return {
    kind: article.kind,
    labelFr: article.labelFr,
    labelDe: article.labelDe,
    labelIt: article.labelIt,
    labelEn: article.labelEn,
    descriptionFr: article.descriptionFr,
    descriptionDe: article.descriptionDe,
    descriptionIt: article.descriptionIt,
    descriptionEn: article.descriptionEn,
    price: toChf(article.price),
    public: article.public,
    theoryLicenceDays: article.theoryLicenceDays,
    smsCount: article.smsCount,
    logo: logoOf(secrets, view),
    code: article.code,
    shopCode: view.shopCode,
    mine,
    seller: view.seller.school ?? personName(view.seller),
  };
}
