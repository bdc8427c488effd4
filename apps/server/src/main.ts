import { buildApp } from './app';
import { migrate } from './db/migrate';
import { SEED_LOCK, seedDatabase } from './db/seed/seed';
import { fileStoreFromConfig } from './integrations/file-store/file-store-from-config';
import { createLifecycle } from './lib/lifecycle';
import { loadSecrets } from './lib/secrets';
import { shutdownOnSignals } from './lib/shutdown';
import { runCommand } from './lib/startup';
import { withProviderSimulators } from './provider-simulators';

await runCommand(
  async ({ config: configured, database }) => {
    const lifecycle = createLifecycle();
    const files = await fileStoreFromConfig(configured);
    const secrets = await loadSecrets(configured);
    const simulators = await withProviderSimulators(configured);
    const config = simulators.config;
    const app = await buildApp({ config, database, secrets, files, lifecycle });

    let starting: Promise<unknown> = Promise.resolve();
    shutdownOnSignals({
      lifecycle,
      log: app.log,
      deadlineMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      exit: (code) => process.exit(code),
      async close() {
        // Stops listening, answers the requests in flight (idle keep-alive connections closed) and
        // stops the job workers, waiting for the jobs in hand; then what the start left running.
        await app.close();
        await starting.catch(() => {});
        await simulators.close();
        await database.close();
      },
    });

    await app.listen({ port: config.PORT, host: config.HOST });
    // Migrations and the demo seed run while the probes answer (live 200, ready 503): a long
    // migration is not taken for a dead process. Another process starting meanwhile waits for it.
    starting = (async () => {
      await migrate(database);
      if (lifecycle.state !== 'starting') return;
      // One process seeds an empty database; the others, started with it, wait and find it seeded.
      // The demo's provider accounts are the simulators': written only when they run, sealed with the server key.
      return database.exclusively(SEED_LOCK, () =>
        seedDatabase(database.db, {
          demo: configured.SEED_DEMO,
          files,
          providerAccounts: configured.PROVIDER_SIMULATORS ? secrets : undefined,
        }),
      );
    })();
    const outcome = await starting;
    await lifecycle.ready();
    if (lifecycle.state === 'ready') app.log.info({ db: database.kind, demo: outcome }, 'driving school ready');
  },
  { migrate: false },
);
