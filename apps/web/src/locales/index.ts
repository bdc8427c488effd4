/** Namespaces the layout and every screen use (titles, error messages): loaded before the first render. */
export const SHELL_NAMESPACES = ['common', 'layout', 'pages', 'errors'];

type Catalogue = Record<string, unknown>;

// Each namespace of each locale is its own small chunk: a page fetches only its language and namespaces.
const catalogues = import.meta.glob<Catalogue>('./*/*.json', { import: 'default' });

export function loadCatalogue(locale: string, namespace: string): Promise<Catalogue> {
  const load = catalogues[`./${locale}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No catalogue ${locale}/${namespace}`));
}
