/** What is wrong with one namespace or one text of a locale's catalogues. */
export interface LocaleProblem {
  locale: string;
  /** `namespace`, or `namespace:key` with the key's path (`sections.identity`). */
  at: string;
  problem: 'missing namespace' | 'missing key' | 'not a text' | 'empty' | 'other placeholders';
}

/** The `{{placeholders}}` a text names, sorted (`{{- name}}` and `{{count, number}}` count as name and count). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/{{\s*-?\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1] ?? '').sort();
}

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A catalogue's values by key path; a key whose value is neither a text nor a group of keys maps to `undefined`. */
function flatten(tree: unknown, prefix = ''): Map<string, string | undefined> {
  const entries = new Map<string, string | undefined>();
  if (!isTree(tree)) return entries;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
    else entries.set(path, typeof value === 'string' ? value : undefined);
  }
  return entries;
}

/**
 * The missing-translation check of every locale catalogue (web and server): each locale has
 * every namespace and every key that any locale has, each text is a non-empty string, and names
 * the same `{{placeholders}}` as the reference locale's (the first of `locales`).
 * `catalogues[locale][namespace]` is a parsed `<locale>/<namespace>.json`. No problem: `[]`.
 */
export function localeProblems(
  locales: readonly string[],
  catalogues: Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>,
): LocaleProblem[] {
  const problems: LocaleProblem[] = [];
  const namespaces = [...new Set(locales.flatMap((locale) => Object.keys(catalogues[locale] ?? {})))].sort();
  for (const namespace of namespaces) {
    const flat = new Map(locales.map((locale) => [locale, flatten(catalogues[locale]?.[namespace])]));
    const keys = [...new Set([...flat.values()].flatMap((entries) => [...entries.keys()]))];
    const reference = flat.get(locales[0] ?? '');
    for (const locale of locales) {
      if (!catalogues[locale]?.[namespace]) {
        problems.push({ locale, at: namespace, problem: 'missing namespace' });
        continue;
      }
      const entries = flat.get(locale) ?? new Map<string, string | undefined>();
      for (const key of keys) {
        const at = `${namespace}:${key}`;
        const referenceText = reference?.get(key);
        if (!entries.has(key)) problems.push({ locale, at, problem: 'missing key' });
        else {
          const text = entries.get(key);
          if (text === undefined) problems.push({ locale, at, problem: 'not a text' });
          else if (text.trim() === '') problems.push({ locale, at, problem: 'empty' });
          else if (
            referenceText !== undefined &&
            placeholdersOf(text).join() !== placeholdersOf(referenceText).join()
          ) {
            problems.push({ locale, at, problem: 'other placeholders' });
          }
        }
      }
    }
  }
  return problems;
}

/** The product's business areas, named alike in the domain, the server, the web app, the texts and the browser tests. */
export const BUSINESS_AREAS = [
  'platform',
  'identity',
  'catalogue',
  'students',
  'calendar',
  'training',
  'school',
  'communications',
  'resources',
  'commerce',
  'accounting',
  'integrations',
  'booking',
  'administration',
] as const;

/** A namespace of one area: `<area>` or `<area>-<part>` (`training-progress`, `students-print`). */
export function isAreaNamespace(namespace: string): boolean {
  return BUSINESS_AREAS.some((area) => namespace === area || namespace.startsWith(`${area}-`));
}
