import type { Locale } from '@ds/domain';
import deCommon from './de-CH/common.json';
import deErrors from './de-CH/errors.json';
import deLayout from './de-CH/layout.json';
import dePages from './de-CH/pages.json';
import dePrivacy from './de-CH/privacy.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enLayout from './en/layout.json';
import enPages from './en/pages.json';
import enPrivacy from './en/privacy.json';
import frCommon from './fr-CH/common.json';
import frErrors from './fr-CH/errors.json';
import frLayout from './fr-CH/layout.json';
import frPages from './fr-CH/pages.json';
import frPrivacy from './fr-CH/privacy.json';
import itCommon from './it-CH/common.json';
import itErrors from './it-CH/errors.json';
import itLayout from './it-CH/layout.json';
import itPages from './it-CH/pages.json';
import itPrivacy from './it-CH/privacy.json';

/** Catalogues per locale and namespace; the locales test checks that they hold the same keys. */
export const resources = {
  'fr-CH': { common: frCommon, layout: frLayout, pages: frPages, errors: frErrors, privacy: frPrivacy },
  'de-CH': { common: deCommon, layout: deLayout, pages: dePages, errors: deErrors, privacy: dePrivacy },
  'it-CH': { common: itCommon, layout: itLayout, pages: itPages, errors: itErrors, privacy: itPrivacy },
  en: { common: enCommon, layout: enLayout, pages: enPages, errors: enErrors, privacy: enPrivacy },
} satisfies Record<Locale, Record<string, unknown>>;
