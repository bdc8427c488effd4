/** The fr-CH catalogues, each its own small chunk: this list is fetched with the language, not on every first visit. */
export const catalogues = import.meta.glob<Record<string, unknown>>('../fr-CH/*.json', { import: 'default' });
