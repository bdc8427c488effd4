import { runCommand } from '../lib/startup';

await runCommand(async ({ database }) => {
  await database.close();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
});
