import { runWithConfig } from '../../lib/startup';
import { createBackup } from './backup';
import { backupDirectoryArgument, describeBackup } from './cli-texts';

const directory = backupDirectoryArgument('db:backup');

await runWithConfig(async (config) => {
  const { manifest, vanished } = await createBackup(config, directory);
  process.stdout.write(`Backup written to ${directory}: ${describeBackup(manifest)}.\n`);
  if (vanished.length > 0)
    process.stdout.write(
      `${vanished.length} files were removed from the store while it was copied: ${vanished.join(', ')}.\n`,
    );
  if (manifest.serverKey.source === 'environment')
    process.stdout.write(
      'The server key (SECRET_KEY) is not in the backup: a restore needs it, keep it in your secret manager.\n',
    );
  if (manifest.serverKey.source === 'file')
    process.stdout.write(
      'The backup holds the server key (DATA_DIR/secret.key): keep it as safe as the data itself.\n',
    );
});
