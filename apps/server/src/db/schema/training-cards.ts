import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { users } from './users';
import { versionColumn } from './version';

/**
 * Spec §3 Training card: a monitor's card (name, language, level, validity) of domains, themes,
 * objectives and skills, each level kept in `position` order. `source` names the reference a
 * default card was written from (e.g. `swiss-b@2026.1`), null for a card made by hand.
 */
export const trainingCards = pgTable(
  'training_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    level: integer('level').notNull().default(2),
    validUntil: date('valid_until', { mode: 'string' }),
    source: text('source'),
    version: versionColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_cards_owner_idx').on(table.ownerId)],
);

export const trainingCardDomains = pgTable(
  'training_card_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => trainingCards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** F and a number, as on the Swiss cards. */
    format: text('format').notNull(),
    skillText: text('skill_text').notNull().default(''),
    position: integer('position').notNull(),
  },
  (table) => [index('training_card_domains_card_idx').on(table.cardId, table.position)],
);

export const trainingCardThemes = pgTable(
  'training_card_themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => trainingCardDomains.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('training_card_themes_domain_idx').on(table.domainId, table.position)],
);

export const trainingCardObjectives = pgTable(
  'training_card_objectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => trainingCardThemes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('training_card_objectives_theme_idx').on(table.themeId, table.position)],
);

export const trainingCardSkills = pgTable(
  'training_card_skills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    themeId: uuid('theme_id')
      .notNull()
      .references(() => trainingCardThemes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pedagogicalObjective: text('pedagogical_objective').notNull().default(''),
    position: integer('position').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('training_card_skills_theme_idx').on(table.themeId, table.position)],
);
