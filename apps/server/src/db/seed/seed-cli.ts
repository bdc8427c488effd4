import { fileStoreFromConfig } from '../../integrations/file-store/file-store-from-config';
import { loadSecrets } from '../../lib/secrets';
import { runCommand } from '../../lib/startup';
import { seedDatabase } from './seed';

const reset = process.argv.includes('--reset');

await runCommand(async ({ config, database }) => {
  const outcome = await seedDatabase(database.db, {
    demo: true,
    reset,
    files: await fileStoreFromConfig(config),
    providerAccounts: config.PROVIDER_SIMULATORS ? await loadSecrets(config) : undefined,
  });
  await database.close();
  process.stdout.write(
    outcome === 'seeded'
      ? `Demo data written (${database.kind}).\n`
      : 'The database already holds data: demo data not written (use --reset to recreate the demo).\n',
  );
});
