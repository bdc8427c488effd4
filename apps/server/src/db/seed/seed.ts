import type { FileStore } from '../../kernel/file-store';
import type { Secrets } from '../../lib/secrets';
import { giveDefaultTrainingCardsToAll } from '../../modules/training';
import type { Db } from '../client';
import { seedCities } from '../reference/seed-cities';
import { clearDatabase, isDatabaseEmpty, seedDemo } from './demo';
import { seedDemoArticles } from './demo-articles';
import { seedDemoBilling } from './demo-billing';
import { seedDemoBooking } from './demo-booking';
import { seedDemoGoogleLink } from './demo-google-calendar';
import { seedDemoPreferences } from './demo-preferences';
import { seedDemoRegistries } from './demo-registries';
import { seedDemoResources } from './demo-resources';
import { seedDemoShopOrders } from './demo-shop-orders';
import { seedDemoTheoryAccounts } from './demo-theory-exam';
import { seedReleaseNotes } from './release-notes';

export type SeedOutcome = 'seeded' | 'kept';

/** Held while seeding (`Database.exclusively`): of several processes starting on an empty database, one writes the demo. */
export const SEED_LOCK = 'driving-school.seed';

/**
 * Reference data is written on every call; demo data only into an empty database,
 * or after wiping everything when `reset` is asked for explicitly. Every monitor who has not
 * had them yet gets the default training cards, the demo's too. The demo's resource files go to
 * `files` (without it, the demo has no resources and no shop articles). The demo's accounts at
 * providers (the simulators') are sealed with `providerAccounts`, the server key; without it
 * the demo has none, so that nothing calls a real provider with them.
 */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; reset?: boolean; files?: FileStore; providerAccounts?: Secrets },
): Promise<SeedOutcome> {
  if (options.reset) await clearDatabase(db);
  await seedReleaseNotes(db);
  await seedCities(db);
  const outcome = options.demo && (await isDatabaseEmpty(db)) ? 'seeded' : 'kept';
  if (outcome === 'seeded') await seedDemo(db);
  if (outcome === 'seeded' && options.files) await seedDemoResources({ db, files: options.files });
  // The shop's articles deliver resources and carry logos: they need the file store too.
  if (outcome === 'seeded' && options.files) await seedDemoArticles({ db, files: options.files });
  // The head's app logo and the student's licence photo are files too.
  if (outcome === 'seeded' && options.files) await seedDemoPreferences({ db, files: options.files });
  // The demo's orders are of those articles, sold through the checkout.
  if (outcome === 'seeded' && options.files) await seedDemoShopOrders(db);
  // After the demo's lessons: an open lesson invoice, one reminder sent.
  if (outcome === 'seeded') await seedDemoBilling(db);
  if (outcome === 'seeded') await seedDemoBooking(db);
  if (outcome === 'seeded') await seedDemoRegistries(db, options.providerAccounts);
  if (outcome === 'seeded') await seedDemoTheoryAccounts(db, options.providerAccounts);
  if (outcome === 'seeded') await seedDemoGoogleLink(db, options.providerAccounts);
  await giveDefaultTrainingCardsToAll(db);
  return outcome;
}
