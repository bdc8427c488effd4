import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Reference data: Swiss localities (official directory) and Liechtenstein, upserted at start. */
export const cities = pgTable(
  'cities',
  {
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    name: text('name').notNull(),
    canton: text('canton'),
    /** Lower-cased, accent-free name for the name search. */
    searchName: text('search_name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.country, table.postcode, table.name] }),
    index('cities_search_name_idx').on(table.country, table.searchName),
  ],
);
