import { readdirSync, readFileSync } from 'node:fs';
import { isAreaNamespace, LOCALES, localeProblems } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { SERVER_RESOURCES } from './index';

const folder = new URL('./', import.meta.url);

/** Every `<locale>/<namespace>.json` on disk, parsed, whether index.ts imports it or not. */
const onDisk = Object.fromEntries(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name: locale }) => [
      locale,
      Object.fromEntries(
        readdirSync(new URL(`${locale}/`, folder))
          .filter((file) => file.endsWith('.json'))
          .map((file) => [
            file.slice(0, -'.json'.length),
            JSON.parse(readFileSync(new URL(`${locale}/${file}`, folder), 'utf8')) as unknown,
          ]),
      ),
    ]),
);

describe('server texts', () => {
  it('exist in the four locales of the interface and no other', () => {
    expect(Object.keys(onDisk).sort()).toEqual([...LOCALES].sort());
  });

  it('have every namespace and key in every locale, non-empty, with the same placeholders', () => {
    expect(localeProblems(LOCALES, onDisk)).toEqual([]);
  });

  it('are named by business area: `<area>-<part>`', () => {
    for (const namespace of Object.keys(onDisk[LOCALES[0]] ?? {}))
      expect(isAreaNamespace(namespace), namespace).toBe(true);
  });

  it('are all loaded: index.ts imports every catalogue file', () => {
    expect(SERVER_RESOURCES).toEqual(onDisk);
  });
});
