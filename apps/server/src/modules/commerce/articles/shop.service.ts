import {
  articleText,
  DEFAULT_LOCALE,
  type Language,
  languageOf,
  type PublicArticle,
  personName,
  primaryRole,
  type ShopArticle,
  sellerCodeOf,
  toChf,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { findOwnStudentRecords } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { resourceNames } from '../../resources';
import { listMyMonitors } from '../../students';
import { logoOf, shopArticleOf } from './article-answer';
import { type ArticleView, findArticleOnSale, findArticlesForLearner, findArticlesForSeller } from './articles.repo';

/** Where a learner buys: the monitors he is linked to and the schools of his records still open. */
async function learnerSellers(deps: Pick<Deps, 'db'>, actor: Actor) {
  const [monitors, records] = await Promise.all([
    listMyMonitors(deps.db, actor),
    findOwnStudentRecords(deps.db, actor.userId),
  ]);
  const schoolIds = records.filter((record) => record.archivedAt === null).map((record) => record.schoolId);
  return { monitorIds: monitors.map((monitor) => monitor.id), schoolIds: [...new Set(schoolIds)] };
}

/**
 * /shop: what a signed-in user may buy. A learner, the public articles of his monitors and his
 * school; a monitor (fre, the product administrator), the product's theory-exam licences and SMS
 * packs and his own articles to preview (his school's too for its head); an employee at work,
 * his school's articles shared with employees besides.
 */
export async function listShop(deps: Pick<Deps, 'db' | 'secrets'>, actor: Actor): Promise<ShopArticle[]> {
  if (primaryRole(actor) === 'user') {
    const { monitorIds, schoolIds } = await learnerSellers(deps, actor);
    const views = await findArticlesForLearner(deps.db, monitorIds, schoolIds);
    return views.map((view) => shopArticleOf(deps.secrets, view, false));
  }
  const employeeOf = actor.employee?.active ? actor.schoolId : null;
  const views = await findArticlesForSeller(deps.db, actor, employeeOf);
  return views.map((view) => shopArticleOf(deps.secrets, view, managedBy(view, actor)));
}

function managedBy(view: ArticleView, actor: Actor): boolean {
  return view.article.ownerId === actor.userId || (actor.schoolHead && view.article.schoolId === actor.schoolId);
}

/** A shared article is offered to the employees of its school while their access runs (spec §6). */
function sharedWith(view: ArticleView, actor: Actor): boolean {
  return view.article.shared && actor.employee?.active === true && view.article.schoolId === actor.schoolId;
}

/**
 * An article on sale that the caller may buy: a public one for anyone; one that is not public
 * only for who manages it or, when shared, his school's employees, as /shop offers them. Anything
 * else, a disabled article above all, is unknown (404).
 */
export async function buyableArticle(
  db: Db,
  actor: Actor | null,
  shopCode: string,
  code: string,
): Promise<ArticleView> {
  const view = await findArticleOnSale(db, shopCode, code);
  const mayBuy = view && (view.article.public || (actor && (managedBy(view, actor) || sharedWith(view, actor))));
  if (!view || !mayBuy) throw new NotFoundError('No such article');
  return view;
}

/**
 * The public page of an article (/resources/:monitor/:article/:language?), for anyone: only a
 * public article on sale of the seller the monitor parameter ends with; anything else is unknown
 * (404). Texts in the language asked, else the first one given.
 */
export async function publicArticle(
  deps: Pick<Deps, 'db' | 'secrets'>,
  monitor: string,
  code: string,
  asked: Language | undefined,
): Promise<PublicArticle> {
  return publicArticleOf(deps, await buyableArticle(deps.db, null, sellerCodeOf(monitor), code), asked);
}

/** An article as its public page and the checkout show it, in the language asked (else French). */
export async function publicArticleOf(
  deps: Pick<Deps, 'db' | 'secrets'>,
  view: ArticleView,
  asked: Language | undefined,
): Promise<PublicArticle> {
  const language = asked ?? languageOf(DEFAULT_LOCALE);
  const { article } = view;
  return {
    code: article.code,
    shopCode: view.shopCode,
    language,
    kind: article.kind,
    label: articleText(article, 'label', language),
    description: articleText(article, 'description', language),
    price: toChf(article.price),
    theoryLicenceDays: article.theoryLicenceDays,
    smsCount: article.smsCount,
    logo: logoOf(deps.secrets, view),
    resources: await resourceNames(deps.db, view.resourceIds, language),
    seller: { name: personName(view.seller), school: view.seller.school },
  };
}
