import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './identity';
import { versionColumn } from './version';

/** Every catalogue row belongs to a monitor and, through him, to a driving school, and is changed at a version. */
const ownership = {
  schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: versionColumn(),
};

export const reminderTemplates = pgTable(
  'reminder_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownership,
    name: text('name').notNull(),
    text: text('text').notNull(),
    channels: text('channels').array().notNull(),
    daysBefore: integer('days_before').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (table) => [
    index('reminder_templates_owner_idx').on(table.ownerId),
    index('reminder_templates_school_idx').on(table.schoolId),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownership,
    label: text('label').notNull(),
    abbreviation: text('abbreviation').notNull(),
    sariId: text('sari_id'),
    autoSariSync: boolean('auto_sari_sync').notNull().default(false),
    category: text('category').notNull(),
    icon: text('icon').notNull(),
    colour: text('colour').notNull(),
    descriptions: jsonb('descriptions').$type<{ fr: string; de: string; it: string; en: string }>().notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    maxParticipants: integer('max_participants'),
    selfRegistration: boolean('self_registration').notNull().default(false),
    modular: boolean('modular').notNull().default(false),
    paymentModes: text('payment_modes').array().notNull(),
    paymentAtRegistration: boolean('payment_at_registration').notNull().default(false),
    confirmations: jsonb('confirmations').$type<{ paper: boolean; sms: boolean; email: boolean }>().notNull(),
    emailReminderId: uuid('email_reminder_id').references(() => reminderTemplates.id, { onDelete: 'set null' }),
    smsReminderId: uuid('sms_reminder_id').references(() => reminderTemplates.id, { onDelete: 'set null' }),
    multipleRegistration: boolean('multiple_registration').notNull().default(false),
    individual: boolean('individual').notNull().default(false),
    prerequisiteCourseId: uuid('prerequisite_course_id'),
    priceCentimes: integer('price_centimes').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    availableForEmployees: boolean('available_for_employees').notNull().default(false),
    /** Disabling replaces deletion (spec §4): past appointments keep their course. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('courses_owner_idx').on(table.ownerId), index('courses_school_idx').on(table.schoolId)],
);

export const trainingRoutes = pgTable(
  'training_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownership,
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [index('training_routes_owner_idx').on(table.ownerId)],
);

export const infrastructureTypes = pgTable(
  'infrastructure_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownership,
    name: text('name').notNull(),
  },
  (table) => [index('infrastructure_types_owner_idx').on(table.ownerId)],
);

export const infrastructures = pgTable(
  'infrastructures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownership,
    name: text('name').notNull(),
    typeId: uuid('type_id').references(() => infrastructureTypes.id, { onDelete: 'set null' }),
    street: text('street'),
    houseNumber: text('house_number'),
    postcode: text('postcode'),
    city: text('city'),
    priceCentimes: integer('price_centimes').notNull(),
    autoInvoice: boolean('auto_invoice').notNull().default(false),
    adminEmail: text('admin_email'),
    adminMobile: text('admin_mobile'),
    emailWhenInUse: boolean('email_when_in_use').notNull().default(false),
    smsWhenInUse: boolean('sms_when_in_use').notNull().default(false),
    emailReminderId: uuid('email_reminder_id').references(() => reminderTemplates.id, { onDelete: 'set null' }),
    smsReminderId: uuid('sms_reminder_id').references(() => reminderTemplates.id, { onDelete: 'set null' }),
    accessMapFileId: uuid('access_map_file_id'),
  },
  (table) => [
    index('infrastructures_owner_idx').on(table.ownerId),
    index('infrastructures_school_idx').on(table.schoolId),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownership,
    plate: text('plate').notNull(),
    label: text('label').notNull().default(''),
    category: text('category').notNull(),
    transmission: text('transmission').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('vehicles_owner_idx').on(table.ownerId)],
);
