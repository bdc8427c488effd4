import { runWithConfig } from '../../lib/startup';
import { backupDirectoryArgument, describeBackup } from './cli-texts';
import { restoreBackup } from './restore';

const directory = backupDirectoryArgument('db:restore');

await runWithConfig(async (config) => {
  const { manifest, notes } = await restoreBackup(config, directory);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}) from ${directory}, checked against its manifest: ${describeBackup(manifest)}.\n`,
  );
  for (const note of notes) process.stdout.write(`${note}\n`);
  process.stdout.write('Start the server: it applies the migrations of its version if the backup is older.\n');
});
