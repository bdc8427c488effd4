import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, PROJECT_ROOT } from '../src/config';
import { SEALED_COLUMNS } from '../src/db/secret-rotation/sealed-columns';

/** docs/operations.md names commands, variables, files and counts: each must still be what it says. */
const doc = readFileSync(join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');
const rootScripts = Object.keys(JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).scripts);
/** Variables the cluster's own script reads, beside the server's configuration. */
const CLUSTER_VARIABLES = ['CLUSTER_PROCESSES'];

describe('docs/operations.md', () => {
  it('names only npm scripts that exist', () => {
    const named = [...doc.matchAll(/npm run (?:-\S+ )*(\w[\w:-]*)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((script) => !rootScripts.includes(script ?? ''))).toEqual([]);
  });

  it('names only variables the server or the cluster reads', () => {
    const known = new Set([...Object.keys(configSchema.shape), ...CLUSTER_VARIABLES]);
    const named = new Set(
      [...doc.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:_\*)?(?:=[^`]*)?`/g)].map((m) => m[1] ?? ''),
    );
    const unknown = [...named].filter(
      (name) => !known.has(name) && ![...known].some((variable) => variable.startsWith(`${name}_`)),
    );
    expect(unknown).toEqual([]);
  });

  it('points at files that exist and counts the sealed columns right', () => {
    const paths = [...doc.matchAll(/`((?:apps|deploy|docs|scripts)\/[\w./-]+)`/g)].map((match) => match[1] ?? '');
    expect(paths.filter((path) => !existsSync(join(PROJECT_ROOT, path)))).toEqual([]);
    expect(doc).toContain(`the ${SEALED_COLUMNS.length} columns of`);
  });
});
