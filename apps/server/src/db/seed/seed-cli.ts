import { fileStoreFromConfig } from '../../integrations/file-store/file-store-from-config';
import { loadSecrets } from '../../lib/secrets';
import { runCommand } from '../../lib/startup';
import { SEED_LOCK, seedDatabase } from './seed';

const reset = process.argv.includes('--reset');

await runCommand(async ({ config, database }) => {
  const files = await fileStoreFromConfig(config);
  const providerAccounts = config.PROVIDER_SIMULATORS ? await loadSecrets(config) : undefined;
  const outcome = await database.exclusively(SEED_LOCK, () =>
    seedDatabase(database.db, { demo: true, reset, files, providerAccounts }),
  );
  await database.close();
  process.stdout.write(
    outcome === 'seeded'
      ? `Demo data written (${database.kind}).\n`
      : 'The database already holds data: demo data not written (use --reset to recreate the demo).\n',
  );
});
