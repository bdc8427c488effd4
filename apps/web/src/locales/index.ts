import type { Locale } from '@ds/domain';
import deAccount from './de-CH/account.json';
import deAuth from './de-CH/auth.json';
import deCommon from './de-CH/common.json';
import deErrors from './de-CH/errors.json';
import deLayout from './de-CH/layout.json';
import dePages from './de-CH/pages.json';
import dePrivacy from './de-CH/privacy.json';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enLayout from './en/layout.json';
import enPages from './en/pages.json';
import enPrivacy from './en/privacy.json';
import frAccount from './fr-CH/account.json';
import frAuth from './fr-CH/auth.json';
import frCommon from './fr-CH/common.json';
import frErrors from './fr-CH/errors.json';
import frLayout from './fr-CH/layout.json';
import frPages from './fr-CH/pages.json';
import frPrivacy from './fr-CH/privacy.json';
import itAccount from './it-CH/account.json';
import itAuth from './it-CH/auth.json';
import itCommon from './it-CH/common.json';
import itErrors from './it-CH/errors.json';
import itLayout from './it-CH/layout.json';
import itPages from './it-CH/pages.json';
import itPrivacy from './it-CH/privacy.json';

/** Catalogues per locale and namespace; the locales test checks that they hold the same keys. */
export const resources = {
  'fr-CH': {
    account: frAccount,
    auth: frAuth,
    common: frCommon,
    layout: frLayout,
    pages: frPages,
    errors: frErrors,
    privacy: frPrivacy,
  },
  'de-CH': {
    account: deAccount,
    auth: deAuth,
    common: deCommon,
    layout: deLayout,
    pages: dePages,
    errors: deErrors,
    privacy: dePrivacy,
  },
  'it-CH': {
    account: itAccount,
    auth: itAuth,
    common: itCommon,
    layout: itLayout,
    pages: itPages,
    errors: itErrors,
    privacy: itPrivacy,
  },
  en: {
    account: enAccount,
    auth: enAuth,
    common: enCommon,
    layout: enLayout,
    pages: enPages,
    errors: enErrors,
    privacy: enPrivacy,
  },
} satisfies Record<Locale, Record<string, unknown>>;
