import { type Article, type ArticleInput, toCentimes } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import { recordAudit } from '../../platform';
import { libraryResourceIds } from '../../resources';
import { articleOf } from './article-answer';
import { withFreshArticleCode, withFreshSellerCode } from './article-codes';
import {
  type ArticleValues,
  type ArticleView,
  disableArticle,
  ensureSellerCode,
  findManageableArticle,
  findManageableArticles,
  insertArticle,
  updateArticleAtVersion,
} from './articles.repo';

type ArticleDeps = Pick<Deps, 'db' | 'secrets' | 'log'>;

const noSuchArticle = () => new NotFoundError('No such article');

export function articleDisabledError(): ConflictError {
  return new ConflictError('This article is disabled: it can no longer be changed', 'article_disabled');
}

/**
 * An article the actor manages (his own; his school's for its head) and may still change; one
 * of another school or another monitor is unknown (404), a disabled one is final (409).
 */
export async function changeableArticle(db: Db, actor: Actor, id: string): Promise<ArticleView> {
  const view = await findManageableArticle(db, actor, id);
  if (!view) throw noSuchArticle();
  if (view.article.disabledAt) throw articleDisabledError();
  return view;
}

async function readArticle(deps: Pick<Deps, 'db' | 'secrets'>, actor: Actor, id: string): Promise<Article> {
  const view = await findManageableArticle(deps.db, actor, id);
  if (!view) throw noSuchArticle();
  return articleOf(deps.secrets, actor.userId, view);
}

/** The fields as stored (centimes), and the resources once each, each one of the actor's library (400 naming it otherwise). */
async function valuesOf(db: Db, actor: Actor, input: ArticleInput) {
  const { resourceIds, price, ...fields } = input;
  const wanted = [...new Set(resourceIds)];
  const sellable = await libraryResourceIds(db, actor, wanted);
  const unknown = resourceIds.findIndex((id) => !sellable.has(id));
  if (unknown >= 0) {
    throw new ValidationError([
      { field: `body.resourceIds.${unknown}`, rule: 'unknown_reference', message: 'is not one of your resources' },
    ]);
  }
  const values: ArticleValues = { ...fields, price: toCentimes(price) };
  return { values, resourceIds: wanted };
}

/** /shop-settings: the articles a monitor sells, and for a school's head those of its members too. */
export async function listArticles(deps: Pick<Deps, 'db' | 'secrets'>, actor: Actor): Promise<Article[]> {
  return (await findManageableArticles(deps.db, actor)).map((view) => articleOf(deps.secrets, actor.userId, view));
}

/**
 * A new article of the actor's (with his school's id when he has one), under a random 6-character
 * code; his first one gives him his 10-character seller's code (spec §2 checkout identifiers).
 */
export async function createArticle(deps: ArticleDeps, actor: Actor, input: ArticleInput): Promise<Article> {
  const { values, resourceIds } = await valuesOf(deps.db, actor, input);
  const id = await deps.db.transaction(async (tx) => {
    await withFreshSellerCode((code) => ensureSellerCode(tx, actor.userId, code));
    return withFreshArticleCode((code) =>
      insertArticle(tx, { ...values, ownerId: actor.userId, schoolId: actor.schoolId, code }, resourceIds),
    );
  });
  await recordAudit(deps.db, deps.log, {
    action: 'article.created',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    details: { articleId: id },
  });
  return readArticle(deps, actor, id);
}

/** Replaces an article's fields and resources at the version read; a disabled article is final (409). */
export async function updateArticle(
  deps: ArticleDeps,
  actor: Actor,
  id: string,
  input: ArticleInput,
  version: number,
): Promise<Article> {
  await changeableArticle(deps.db, actor, id);
  const { values, resourceIds } = await valuesOf(deps.db, actor, input);
  const write = await deps.db.transaction((tx) => updateArticleAtVersion(tx, id, version, values, resourceIds));
  writtenAtVersion(write, articleDisabledError);
  await recordAudit(deps.db, deps.log, {
    action: 'article.updated',
    outcome: 'success',
    userId: actor.userId,
    schoolId: actor.schoolId,
    details: { articleId: id },
  });
  return readArticle(deps, actor, id);
}

/**
 * Disabling replaces deletion (spec §4) and is final: the article leaves the shop and its public
 * page for good, and stays named by what was sold. Disabling it again changes nothing.
 */
export async function disableOwnArticle(deps: ArticleDeps, actor: Actor, id: string): Promise<Article> {
  const view = await findManageableArticle(deps.db, actor, id);
  if (!view) throw noSuchArticle();
  if (!view.article.disabledAt) {
    await disableArticle(deps.db, id);
    await recordAudit(deps.db, deps.log, {
      action: 'article.disabled',
      outcome: 'success',
      userId: actor.userId,
      schoolId: actor.schoolId,
      details: { articleId: id },
    });
  }
  return readArticle(deps, actor, id);
}
