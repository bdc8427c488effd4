import { RESOURCE_TYPES } from '@ds/domain';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './identity';
import { storedFiles } from './platform';
import { students } from './students';
import { versionColumn } from './version';

/**
 * The resource library (spec §3 Resource): a file in the file store or a link, named in FR, DE
 * and IT. A monitor's own, seen by his school's members (`school_id`); shared with some of his
 * students (`resource_student_shares`) or all of them (`shared_with_all_students`).
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: RESOURCE_TYPES }).notNull(),
    nameFr: text('name_fr').notNull().default(''),
    nameDe: text('name_de').notNull().default(''),
    nameIt: text('name_it').notNull().default(''),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    bookmark: text('bookmark'),
    page: integer('page'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    sharedWithAllStudents: boolean('shared_with_all_students').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (table) => [
    index('resources_owner_idx').on(table.ownerId, table.createdAt),
    index('resources_school_idx').on(table.schoolId, table.createdAt),
    index('resources_file_idx').on(table.fileId),
  ],
);

export const resourceStudentShares = pgTable(
  'resource_student_shares',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.resourceId, table.studentId] }),
    index('resource_student_shares_student_idx').on(table.studentId),
  ],
);
