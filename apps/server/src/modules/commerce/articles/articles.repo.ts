import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articleResources, articles, schools, shopSellers, storedFiles, users } from '../../../db/schema';
import { updateAtVersion } from '../../../db/versioned-update';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleValues = Omit<
  typeof articles.$inferInsert,
  'id' | 'ownerId' | 'schoolId' | 'code' | 'logoFileId' | 'disabledAt' | 'createdAt' | 'updatedAt' | 'version'
>;

/** An article with what its answers show: its seller's code and name, its logo file, its resources. */
export interface ArticleView {
  article: ArticleRow;
  shopCode: string;
  seller: { firstname: string; name: string; school: string | null };
  logo: { id: string; thumbnailKey: string | null } | null;
  resourceIds: string[];
}

/** Who manages an article: its owner, and the head of its school. */
export interface ArticleManager {
  userId: string;
  schoolId: string | null;
  schoolHead: boolean;
}

export function manageableScope(actor: ArticleManager): SQL {
  const own = eq(articles.ownerId, actor.userId);
  return actor.schoolHead && actor.schoolId ? (or(own, eq(articles.schoolId, actor.schoolId)) as SQL) : own;
}

const resourceIdsOf = sql<
  string[]
>`coalesce((select array_agg(${articleResources.resourceId}::text order by ${articleResources.resourceId})
  from ${articleResources} where ${articleResources.articleId} = ${articles.id}), '{}')`;

async function selectViews(
  db: Db,
  where: SQL | undefined,
  order: 'newest' | 'label' = 'newest',
): Promise<ArticleView[]> {
  const rows = await db
    .select({
      article: articles,
      shopCode: shopSellers.code,
      firstname: users.firstname,
      name: users.name,
      school: schools.name,
      logoId: storedFiles.id,
      logoThumbnailKey: storedFiles.thumbnailKey,
      resourceIds: resourceIdsOf,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.ownerId))
    .innerJoin(shopSellers, eq(shopSellers.userId, articles.ownerId))
    .leftJoin(schools, eq(schools.id, articles.schoolId))
    .leftJoin(storedFiles, eq(storedFiles.id, articles.logoFileId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(articles.createdAt), desc(articles.id)]
        : [
            asc(
              sql`lower(coalesce(nullif(${articles.labelFr}, ''), nullif(${articles.labelDe}, ''), nullif(${articles.labelIt}, ''), ${articles.labelEn}))`,
            ),
            asc(articles.id),
          ]),
    )
    .limit(1000);
  return rows.map((row) => ({
    article: row.article,
    shopCode: row.shopCode,
    seller: { firstname: row.firstname, name: row.name, school: row.school },
    logo: row.logoId ? { id: row.logoId, thumbnailKey: row.logoThumbnailKey } : null,
    resourceIds: row.resourceIds ?? [],
  }));
}

/** The articles an actor manages (/shop-settings), newest first. */
export function findManageableArticles(db: Db, actor: ArticleManager): Promise<ArticleView[]> {
  return selectViews(db, manageableScope(actor));
}

export async function findManageableArticle(
  db: Db,
  actor: ArticleManager,
  id: string,
): Promise<ArticleView | undefined> {
  const [view] = await selectViews(db, and(eq(articles.id, id), manageableScope(actor)));
  return view;
}

/** Articles on sale (not disabled, the seller not blocked) among those `where` finds, by label. */
export function findArticlesOnSale(db: Db, where: SQL | undefined): Promise<ArticleView[]> {
  return selectViews(db, and(isNull(articles.disabledAt), isNull(users.blockedAt), where), 'label');
}

/** An article on sale by its seller's code and its own, public or not (the checkout decides who may buy it). */
export async function findArticleOnSale(db: Db, shopCode: string, code: string): Promise<ArticleView | undefined> {
  const [view] = await findArticlesOnSale(db, and(eq(shopSellers.code, shopCode), eq(articles.code, code)));
  return view;
}

/** Articles by id, on sale or not (what orders were for). */
export function findArticleViews(db: Db, ids: string[]): Promise<ArticleView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectViews(db, inArray(articles.id, ids));
}

/** The seller's code of a user, given now if he has none (a collision with another's code: undefined, draw again). */
export async function ensureSellerCode(db: Db, userId: string, candidate: string): Promise<string | undefined> {
  await db.insert(shopSellers).values({ userId, code: candidate }).onConflictDoNothing();
  const [row] = await db.select({ code: shopSellers.code }).from(shopSellers).where(eq(shopSellers.userId, userId));
  return row?.code;
}

async function replaceResources(db: Db, articleId: string, resourceIds: string[]): Promise<void> {
  await db.delete(articleResources).where(eq(articleResources.articleId, articleId));
  if (resourceIds.length > 0) {
    await db.insert(articleResources).values(resourceIds.map((resourceId) => ({ articleId, resourceId })));
  }
}

/** Inserts an article under a code; undefined when another article holds that code (draw again). */
export async function insertArticle(
  db: Db,
  values: ArticleValues & { ownerId: string; schoolId: string | null; code: string },
  resourceIds: string[],
): Promise<string | undefined> {
  const [row] = await db
    .insert(articles)
    .values(values)
    .onConflictDoNothing({ target: articles.code })
    .returning({ id: articles.id });
  if (!row) return undefined;
  await replaceResources(db, row.id, resourceIds);
  return row.id;
}

/** The article's fields and resources, if it is still at `version` and on sale. */
export async function updateArticleAtVersion(
  db: Db,
  id: string,
  version: number,
  values: ArticleValues,
  resourceIds: string[],
) {
  const write = await updateAtVersion(db, articles, and(eq(articles.id, id), isNull(articles.disabledAt)), version, {
    ...values,
    updatedAt: new Date(),
  });
  if (write !== 'stale' && write !== 'missing') await replaceResources(db, id, resourceIds);
  return write;
}

/** Disables an article once: its first disabling stays. */
export async function disableArticle(db: Db, id: string): Promise<void> {
  await db
    .update(articles)
    .set({ disabledAt: sql`coalesce(${articles.disabledAt}, now())`, updatedAt: new Date() })
    .where(eq(articles.id, id));
}

/**
 * Names the article's logo, if it is still on sale (under a row lock); answers the logo it
 * replaces (or null), undefined when the article was disabled meanwhile.
 */
export async function setArticleLogo(db: Db, id: string, fileId: string): Promise<string | null | undefined> {
  const [before] = await db
    .select({ logoFileId: articles.logoFileId })
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.disabledAt)))
    .for('update');
  if (!before) return undefined;
  await db.update(articles).set({ logoFileId: fileId, updatedAt: new Date() }).where(eq(articles.id, id));
  return before.logoFileId;
}

/** What a learner may buy: the public articles of his monitors and of the schools he learns at. */
export function findArticlesForLearner(db: Db, monitorIds: string[], schoolIds: string[]): Promise<ArticleView[]> {
  const sellers = [
    monitorIds.length > 0 ? inArray(articles.ownerId, monitorIds) : undefined,
    schoolIds.length > 0 ? inArray(articles.schoolId, schoolIds) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (sellers.length === 0) return Promise.resolve([]);
  return findArticlesOnSale(db, and(eq(articles.public, true), or(...sellers)));
}

/**
 * What a monitor (fre, the product administrator, an employee) sees on /shop: the product's own
 * public theory-exam licences and SMS packs (sold by a product administrator), what he manages
 * (to preview it), and for an employee at work his school's articles shared with employees.
 */
export function findArticlesForSeller(
  db: Db,
  actor: ArticleManager,
  employeeOf: string | null,
): Promise<ArticleView[]> {
  const fromTheProduct = and(
    sql`${users.role} = 'admin'`,
    eq(articles.public, true),
    inArray(articles.kind, ['theory_licence', 'sms_pack']),
  );
  const sharedWithHim = employeeOf ? and(eq(articles.schoolId, employeeOf), eq(articles.shared, true)) : undefined;
  return findArticlesOnSale(db, or(manageableScope(actor), fromTheProduct, sharedWithHim));
}
