import { DEFAULT_LOCALE, LANGUAGES, type Locale, localeOf } from '@ds/domain';
import { createInstance } from 'i18next';
import { SERVER_RESOURCES, type ServerResources } from '../locales';

/** `a.b` paths to the texts of a catalogue (its string leaves). */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

export type ServerNamespace = keyof ServerResources;
/** A text's key within its namespace (`levels.4` of `students-print`). */
export type ServerTextKey<N extends ServerNamespace> = Leaves<ServerResources[N]>;
/** The values of a text's `{{placeholders}}`. */
export type TextValues = Readonly<Record<string, string | number>>;
/** The texts of one namespace in one language. */
export type ServerTexts<N extends ServerNamespace> = (key: ServerTextKey<N>, values?: TextValues) => string;

// The web's library, with the same catalogue layout (`<locale>/<namespace>.json`); no service sees it.
const i18n = createInstance();
void i18n.init({
  resources: SERVER_RESOURCES,
  lng: DEFAULT_LOCALE,
  // A language the product does not know gets French, as the texts always did.
  fallbackLng: DEFAULT_LOCALE,
  ns: Object.keys(SERVER_RESOURCES[DEFAULT_LOCALE]),
  defaultNS: false,
  initAsync: false,
  // Plain text (e-mails, SMS, PDF, workbooks): nothing to escape.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The locale of a user's stored language (`de` → `de-CH`); anything else, the default French. */
function localeFor(language: string | null | undefined): Locale {
  const known = LANGUAGES.find((candidate) => candidate === language);
  return known ? localeOf(known) : DEFAULT_LOCALE;
}

/**
 * The texts of `namespace` in the user's language, e.g.
 * `serverTexts(user.language, 'identity-mail')('resetCode', { code })`.
 */
export function serverTexts<N extends ServerNamespace>(
  language: string | null | undefined,
  namespace: N,
): ServerTexts<N> {
  const t = i18n.getFixedT(localeFor(language), namespace);
  return (key, values) => t(key, { replace: values });
}
