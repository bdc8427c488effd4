import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseKind } from '@ds/domain';
import { z } from 'zod';
import { CommandError } from '../../lib/startup';

/** Raised when the layout of a backup changes; a restore reads only its own format. */
export const MANIFEST_FORMAT = 1;

/** The names inside a backup directory. */
export const BACKUP_LAYOUT = {
  manifest: 'manifest.json',
  files: 'files',
  serverKey: 'secret.key',
  database: { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } satisfies Record<DatabaseKind, string>,
};

const hashedFile = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const tableChecksum = z.object({
  schema: z.string(),
  name: z.string(),
  rows: z.number().int().min(0),
  /** The sum of the first 64 bits of each row's md5 (table-checksums.ts): the same rows, in any order, give the same sum. */
  checksum: z.string(),
});

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  database: hashedFile.extend({ kind: z.enum(['pglite', 'postgres']) }),
  tables: z.array(tableChecksum),
  files: z.array(hashedFile.extend({ key: z.string() })),
  serverKey: z.object({
    /** `file`: DATA_DIR/secret.key, copied into the backup; `environment`: SECRET_KEY, never in a backup. */
    source: z.enum(['file', 'environment', 'none']),
    /** Tells the key apart from another without revealing it (server-key.ts). */
    fingerprint: z.string().nullable(),
  }),
});

export type HashedFile = z.infer<typeof hashedFile>;
export type TableChecksum = z.infer<typeof tableChecksum>;
export type Manifest = z.infer<typeof manifestSchema>;

/** Written last: a directory without it is a backup that did not finish. */
export async function writeManifest(directory: string, manifest: Manifest): Promise<void> {
  await writeFile(join(directory, BACKUP_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
}

export async function readManifest(directory: string): Promise<Manifest> {
  const path = join(directory, BACKUP_LAYOUT.manifest);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null)
    throw new CommandError(`${path} is missing: ${directory} is no backup, or one that did not finish.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CommandError(`${path} is not JSON: the backup is damaged.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new CommandError(
    `${path} is not a manifest of backup format ${MANIFEST_FORMAT} (${issue?.path.join('.') || 'manifest'}: ${issue?.message}).`,
  );
}
