import { ERROR_CODES, LOCALES } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from './index';

type Tree = { [key: string]: string | Tree };

/** The product's business areas, named alike in the domain, the server, the web app and the browser tests. */
const AREAS = ['identity', 'catalogue', 'calendar', 'students', 'training', 'platform'];
/** The platform's namespaces, which every area uses: the shell, titles, messages, field names, privacy policy. */
const SHARED_NAMESPACES = ['common', 'errors', 'fields', 'layout', 'pages', 'privacy'];

const files = import.meta.glob<Tree>('./*/*.json', { import: 'default', eager: true });
/** Every catalogue of a locale by namespace, read from `<locale>/<namespace>.json`. */
function resourcesOf(locale: string): [string, Tree][] {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./${locale}/`))
    .map(([path, tree]) => [path.slice(locale.length + 3, -'.json'.length), tree]);
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const catalogues = LOCALES.map((locale) => ({
  locale,
  namespaces: Object.fromEntries(resourcesOf(locale).map(([namespace, tree]) => [namespace, flatten(tree)])),
}));
const reference = catalogues[0];

describe('translations', () => {
  it('have the same namespaces in every locale', () => {
    for (const { locale, namespaces } of catalogues) {
      expect(Object.keys(namespaces).sort(), locale).toEqual(Object.keys(reference?.namespaces ?? {}).sort());
    }
  });

  for (const namespace of Object.keys(reference?.namespaces ?? {})) {
    it(`have every key of "${namespace}" in every locale, non-empty, with the same variables`, () => {
      const keys = new Set(catalogues.flatMap(({ namespaces }) => [...(namespaces[namespace]?.keys() ?? [])]));
      for (const { locale, namespaces } of catalogues) {
        for (const key of keys) {
          const text = namespaces[namespace]?.get(key);
          expect(text, `${locale} ${namespace}:${key}`).toBeTruthy();
          const referenceText = reference?.namespaces[namespace]?.get(key) ?? '';
          expect(variables(text ?? ''), `${locale} ${namespace}:${key} variables`).toEqual(variables(referenceText));
        }
      }
    });
  }

  it('hold the namespaces the shell loads first', () => {
    expect(Object.keys(reference?.namespaces ?? {})).toEqual(expect.arrayContaining(SHELL_NAMESPACES));
  });

  it('have a message for every API error code', () => {
    for (const code of [...ERROR_CODES, 'network']) {
      expect(reference?.namespaces.errors?.get(`codes.${code}`), code).toBeTruthy();
    }
  });

  it('are named by business area: a shared namespace, or `<area>` or `<area>-<part>`', () => {
    for (const namespace of Object.keys(reference?.namespaces ?? {})) {
      const ofArea = AREAS.some((area) => namespace === area || namespace.startsWith(`${area}-`));
      expect(SHARED_NAMESPACES.includes(namespace) || ofArea, namespace).toBe(true);
    }
  });
});
