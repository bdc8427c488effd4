import { buildApp } from './app';
import { seedDatabase } from './db/seed/seed';
import { fileStoreFromConfig } from './integrations/file-store/file-store-from-config';
import { loadSecrets } from './lib/secrets';
import { runCommand } from './lib/startup';
import { withProviderSimulators } from './provider-simulators';

await runCommand(async ({ config: configured, database }) => {
  const files = await fileStoreFromConfig(configured);
  const secrets = await loadSecrets(configured);
  // The demo's provider accounts are the simulators': written only when they run, sealed with the server key.
  const outcome = await seedDatabase(database.db, {
    demo: configured.SEED_DEMO,
    files,
    providerAccounts: configured.PROVIDER_SIMULATORS ? secrets : undefined,
  });
  const simulators = await withProviderSimulators(configured);
  const config = simulators.config;
  const app = await buildApp({ config, database, secrets, files });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await simulators.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ db: database.kind, demo: outcome }, 'driving school ready');
});
