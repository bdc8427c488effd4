import { ARTICLE_KINDS } from '@ds/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './identity';
import { storedFiles } from './platform';
import { resources } from './resources';
import { versionColumn } from './version';

/**
 * The commerce area's shop: who sells (a seller's public code) and the articles sold (spec §3
 * Article). Apart from `commerce.ts` so the shop's tables read together.
 */

/** A seller's 10-character public code (spec §2 `:monitor` of /resources/… and /checkout/…), given with his first article. */
export const shopSellers = pgTable('shop_sellers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An article a monitor sells (spec §3 Article), with his school's id when he has one: labels and
 * descriptions in four languages, price in centimes (0 = free), public and shared flags, what it
 * delivers (`kind` with the SMS of a pack or the days of a theory-exam licence, and its
 * resources), external id and address, a square logo. Disabled, never deleted (spec §4).
 */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Its 6-character public code (`:article`). */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ARTICLE_KINDS }).notNull(),
    labelFr: text('label_fr').notNull().default(''),
    labelDe: text('label_de').notNull().default(''),
    labelIt: text('label_it').notNull().default(''),
    labelEn: text('label_en').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    descriptionDe: text('description_de').notNull().default(''),
    descriptionIt: text('description_it').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Centimes of CHF. */
    price: integer('price').notNull(),
    public: boolean('public').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    theoryLicenceDays: integer('theory_licence_days'),
    smsCount: integer('sms_count'),
    externalId: text('external_id').notNull().default(''),
    externalUrl: text('external_url'),
    logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (table) => [
    index('articles_owner_idx').on(table.ownerId, table.createdAt),
    index('articles_school_idx').on(table.schoolId),
    check('articles_price_not_negative', sql`${table.price} >= 0`),
    check('articles_sms_pack_count', sql`(${table.kind} = 'sms_pack') = (${table.smsCount} is not null)`),
    check(
      'articles_theory_licence_days',
      sql`(${table.kind} = 'theory_licence') = (${table.theoryLicenceDays} is not null) and (${table.theoryLicenceDays} is null or ${table.theoryLicenceDays} in (1, 30, 365))`,
    ),
  ],
);

/** The resources an article delivers; a resource sold so cannot be deleted (restrict: 409 `resource_in_use`). */
export const articleResources = pgTable(
  'article_resources',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.resourceId] }),
    index('article_resources_resource_idx').on(table.resourceId),
  ],
);
