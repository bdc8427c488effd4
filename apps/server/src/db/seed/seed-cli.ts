import { runCommand } from '../../lib/startup';
import { seedDatabase } from './seed';

const reset = process.argv.includes('--reset');

await runCommand(async ({ database }) => {
  const outcome = await seedDatabase(database.db, { demo: true, reset });
  await database.close();
  process.stdout.write(
    outcome === 'seeded'
      ? `Demo data written (${database.kind}).\n`
      : 'The database already holds data: demo data not written (use --reset to recreate the demo).\n',
  );
});
