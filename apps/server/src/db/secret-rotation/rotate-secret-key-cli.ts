// npm run secrets:rotate — after the servers were restarted with the new SECRET_KEY and the old
// one as SECRET_KEY_PREVIOUS: seals every secret again with the new key (docs/operations.md).
import { loadSecrets } from '../../lib/secrets';
import { CommandError, runCommand } from '../../lib/startup';
import { rotateSecretKey } from './rotate-secret-key';

await runCommand(async ({ config, database }) => {
  if (!config.SECRET_KEY_PREVIOUS)
    throw new CommandError('Set SECRET_KEY to the new key and SECRET_KEY_PREVIOUS to the old one.');
  const report = await rotateSecretKey(database, await loadSecrets(config));
  await database.close();
  process.stdout.write(`${report.resealed} secrets sealed again with the new key, ${report.current} already were.\n`);
  if (report.unreadable.length > 0) {
    const where = report.unreadable.map(({ table, column, count }) => `${count} in ${table}.${column}`).join(', ');
    throw new CommandError(`Secrets that open with neither key were left as they are: ${where}.`);
  }
});
