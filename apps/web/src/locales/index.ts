/** Namespaces the layout and every screen use (titles, error messages): loaded before the first render. */
export const SHELL_NAMESPACES = ['common', 'layout', 'pages', 'errors'];

type Catalogue = Record<string, unknown>;
type Catalogues = Record<string, () => Promise<Catalogue>>;

// Each namespace of each locale is its own small chunk, and each language's list of them too: a
// first visit carries the list of its one language (the four lists cost /login 2 KB gzip).
const LANGUAGES: Record<string, () => Promise<{ catalogues: Catalogues }>> = {
  'fr-CH': () => import('./languages/fr-CH'),
  'de-CH': () => import('./languages/de-CH'),
  'it-CH': () => import('./languages/it-CH'),
  en: () => import('./languages/en'),
};

export async function loadCatalogue(locale: string, namespace: string): Promise<Catalogue> {
  const language = LANGUAGES[locale];
  const load = language && (await language()).catalogues[`../${locale}/${namespace}.json`];
  if (!load) throw new Error(`No catalogue ${locale}/${namespace}`);
  return load();
}
