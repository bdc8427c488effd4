import { buildApp } from './app';
import { seedDatabase } from './db/seed/seed';
import { loadSecrets } from './lib/secrets';
import { runCommand } from './lib/startup';

await runCommand(async ({ config, database }) => {
  const outcome = await seedDatabase(database.db, { demo: config.SEED_DEMO });
  const app = await buildApp({ config, database, secrets: await loadSecrets(config) });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ db: database.kind, demo: outcome }, 'driving school ready');
});
