import { ERROR_CODES, isAreaNamespace, LOCALES, localeProblems } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, SHELL_NAMESPACES } from './index';

/** The platform's namespaces, which every area uses: the shell, titles, messages, field names, privacy policy. */
const SHARED_NAMESPACES = ['common', 'errors', 'fields', 'layout', 'pages', 'privacy'];

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default', eager: true });
/** Every catalogue by locale and namespace, read from `<locale>/<namespace>.json`. */
const catalogues: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, locale = '', file = ''] = path.split('/');
  catalogues[locale] = { ...catalogues[locale], [file.slice(0, -'.json'.length)]: tree };
}
const namespaces = Object.keys(catalogues[LOCALES[0]] ?? {});
const errorsCatalogue = catalogues[LOCALES[0]]?.errors as { codes?: Record<string, string> } | undefined;

describe('translations', () => {
  it('have every namespace and key in every locale, non-empty, with the same placeholders', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
    expect(localeProblems(LOCALES, catalogues)).toEqual([]);
  });

  it("load, through each language's list, every namespace of every locale", async () => {
    for (const locale of LOCALES) {
      for (const namespace of namespaces) {
        expect(await loadCatalogue(locale, namespace), `${locale}/${namespace}`).toEqual(
          catalogues[locale]?.[namespace],
        );
      }
    }
    await expect(loadCatalogue('rm-CH', 'common')).rejects.toThrow('No catalogue rm-CH/common');
  });

  it('hold the namespaces the shell loads first', () => {
    expect(namespaces).toEqual(expect.arrayContaining(SHELL_NAMESPACES));
  });

  it('have a message for every API error code', () => {
    for (const code of [...ERROR_CODES, 'network']) {
      expect(errorsCatalogue?.codes?.[code], code).toBeTruthy();
    }
  });

  it('are named by business area: a shared namespace, or `<area>` or `<area>-<part>`', () => {
    for (const namespace of namespaces) {
      expect(SHARED_NAMESPACES.includes(namespace) || isAreaNamespace(namespace), namespace).toBe(true);
    }
  });
});
