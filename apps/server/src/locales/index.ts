import type { Locale } from '@ds/domain';
import deAccountingBilling from './de-CH/accounting-billing.json' with { type: 'json' };
import deAccountingTurnover from './de-CH/accounting-turnover.json' with { type: 'json' };
import deBookingMail from './de-CH/booking-mail.json' with { type: 'json' };
import deCalendarDefaults from './de-CH/calendar-defaults.json' with { type: 'json' };
import deCatalogueDefaults from './de-CH/catalogue-defaults.json' with { type: 'json' };
import deCommerceInvoice from './de-CH/commerce-invoice.json' with { type: 'json' };
import deCommerceMail from './de-CH/commerce-mail.json' with { type: 'json' };
import deCommerceSales from './de-CH/commerce-sales.json' with { type: 'json' };
import deCommunicationsNotices from './de-CH/communications-notices.json' with { type: 'json' };
import deIdentityMail from './de-CH/identity-mail.json' with { type: 'json' };
import deSchoolInvitationMail from './de-CH/school-invitation-mail.json' with { type: 'json' };
import deStudentsCredentialsMail from './de-CH/students-credentials-mail.json' with { type: 'json' };
import deStudentsImport from './de-CH/students-import.json' with { type: 'json' };
import deStudentsLinkMail from './de-CH/students-link-mail.json' with { type: 'json' };
import deStudentsPrint from './de-CH/students-print.json' with { type: 'json' };
import deStudentsTransferMail from './de-CH/students-transfer-mail.json' with { type: 'json' };
import enAccountingBilling from './en/accounting-billing.json' with { type: 'json' };
import enAccountingTurnover from './en/accounting-turnover.json' with { type: 'json' };
import enBookingMail from './en/booking-mail.json' with { type: 'json' };
import enCalendarDefaults from './en/calendar-defaults.json' with { type: 'json' };
import enCatalogueDefaults from './en/catalogue-defaults.json' with { type: 'json' };
import enCommerceInvoice from './en/commerce-invoice.json' with { type: 'json' };
import enCommerceMail from './en/commerce-mail.json' with { type: 'json' };
import enCommerceSales from './en/commerce-sales.json' with { type: 'json' };
import enCommunicationsNotices from './en/communications-notices.json' with { type: 'json' };
import enIdentityMail from './en/identity-mail.json' with { type: 'json' };
import enSchoolInvitationMail from './en/school-invitation-mail.json' with { type: 'json' };
import enStudentsCredentialsMail from './en/students-credentials-mail.json' with { type: 'json' };
import enStudentsImport from './en/students-import.json' with { type: 'json' };
import enStudentsLinkMail from './en/students-link-mail.json' with { type: 'json' };
import enStudentsPrint from './en/students-print.json' with { type: 'json' };
import enStudentsTransferMail from './en/students-transfer-mail.json' with { type: 'json' };
import frAccountingBilling from './fr-CH/accounting-billing.json' with { type: 'json' };
import frAccountingTurnover from './fr-CH/accounting-turnover.json' with { type: 'json' };
import frBookingMail from './fr-CH/booking-mail.json' with { type: 'json' };
import frCalendarDefaults from './fr-CH/calendar-defaults.json' with { type: 'json' };
import frCatalogueDefaults from './fr-CH/catalogue-defaults.json' with { type: 'json' };
import frCommerceInvoice from './fr-CH/commerce-invoice.json' with { type: 'json' };
import frCommerceMail from './fr-CH/commerce-mail.json' with { type: 'json' };
import frCommerceSales from './fr-CH/commerce-sales.json' with { type: 'json' };
import frCommunicationsNotices from './fr-CH/communications-notices.json' with { type: 'json' };
import frIdentityMail from './fr-CH/identity-mail.json' with { type: 'json' };
import frSchoolInvitationMail from './fr-CH/school-invitation-mail.json' with { type: 'json' };
import frStudentsCredentialsMail from './fr-CH/students-credentials-mail.json' with { type: 'json' };
import frStudentsImport from './fr-CH/students-import.json' with { type: 'json' };
import frStudentsLinkMail from './fr-CH/students-link-mail.json' with { type: 'json' };
import frStudentsPrint from './fr-CH/students-print.json' with { type: 'json' };
import frStudentsTransferMail from './fr-CH/students-transfer-mail.json' with { type: 'json' };
import itAccountingBilling from './it-CH/accounting-billing.json' with { type: 'json' };
import itAccountingTurnover from './it-CH/accounting-turnover.json' with { type: 'json' };
import itBookingMail from './it-CH/booking-mail.json' with { type: 'json' };
import itCalendarDefaults from './it-CH/calendar-defaults.json' with { type: 'json' };
import itCatalogueDefaults from './it-CH/catalogue-defaults.json' with { type: 'json' };
import itCommerceInvoice from './it-CH/commerce-invoice.json' with { type: 'json' };
import itCommerceMail from './it-CH/commerce-mail.json' with { type: 'json' };
import itCommerceSales from './it-CH/commerce-sales.json' with { type: 'json' };
import itCommunicationsNotices from './it-CH/communications-notices.json' with { type: 'json' };
import itIdentityMail from './it-CH/identity-mail.json' with { type: 'json' };
import itSchoolInvitationMail from './it-CH/school-invitation-mail.json' with { type: 'json' };
import itStudentsCredentialsMail from './it-CH/students-credentials-mail.json' with { type: 'json' };
import itStudentsImport from './it-CH/students-import.json' with { type: 'json' };
import itStudentsLinkMail from './it-CH/students-link-mail.json' with { type: 'json' };
import itStudentsPrint from './it-CH/students-print.json' with { type: 'json' };
import itStudentsTransferMail from './it-CH/students-transfer-mail.json' with { type: 'json' };

/**
 * The server's texts (e-mails, SMS, the printed sheet, workbooks, names of a new account's
 * records) by locale and namespace, read from `<locale>/<namespace>.json`. Static imports, so
 * tsx, esbuild's bundle and the tests all carry them; locales.test.ts keeps the four alike.
 */
export const SERVER_RESOURCES = {
  'fr-CH': {
    'accounting-billing': frAccountingBilling,
    'accounting-turnover': frAccountingTurnover,
    'calendar-defaults': frCalendarDefaults,
    'communications-notices': frCommunicationsNotices,
    'catalogue-defaults': frCatalogueDefaults,
    'commerce-invoice': frCommerceInvoice,
    'commerce-mail': frCommerceMail,
    'commerce-sales': frCommerceSales,
    'identity-mail': frIdentityMail,
    'students-credentials-mail': frStudentsCredentialsMail,
    'students-import': frStudentsImport,
    'booking-mail': frBookingMail,
    'students-link-mail': frStudentsLinkMail,
    'students-print': frStudentsPrint,
    'students-transfer-mail': frStudentsTransferMail,
    'school-invitation-mail': frSchoolInvitationMail,
  },
  'de-CH': {
    'accounting-billing': deAccountingBilling,
    'accounting-turnover': deAccountingTurnover,
    'calendar-defaults': deCalendarDefaults,
    'communications-notices': deCommunicationsNotices,
    'catalogue-defaults': deCatalogueDefaults,
    'commerce-invoice': deCommerceInvoice,
    'commerce-mail': deCommerceMail,
    'commerce-sales': deCommerceSales,
    'identity-mail': deIdentityMail,
    'students-credentials-mail': deStudentsCredentialsMail,
    'students-import': deStudentsImport,
    'booking-mail': deBookingMail,
    'students-link-mail': deStudentsLinkMail,
    'students-print': deStudentsPrint,
    'students-transfer-mail': deStudentsTransferMail,
    'school-invitation-mail': deSchoolInvitationMail,
  },
  'it-CH': {
    'accounting-billing': itAccountingBilling,
    'accounting-turnover': itAccountingTurnover,
    'calendar-defaults': itCalendarDefaults,
    'communications-notices': itCommunicationsNotices,
    'catalogue-defaults': itCatalogueDefaults,
    'commerce-invoice': itCommerceInvoice,
    'commerce-mail': itCommerceMail,
    'commerce-sales': itCommerceSales,
    'identity-mail': itIdentityMail,
    'students-credentials-mail': itStudentsCredentialsMail,
    'students-import': itStudentsImport,
    'booking-mail': itBookingMail,
    'students-link-mail': itStudentsLinkMail,
    'students-print': itStudentsPrint,
    'students-transfer-mail': itStudentsTransferMail,
    'school-invitation-mail': itSchoolInvitationMail,
  },
  en: {
    'accounting-billing': enAccountingBilling,
    'accounting-turnover': enAccountingTurnover,
    'calendar-defaults': enCalendarDefaults,
    'communications-notices': enCommunicationsNotices,
    'catalogue-defaults': enCatalogueDefaults,
    'commerce-invoice': enCommerceInvoice,
    'commerce-mail': enCommerceMail,
    'commerce-sales': enCommerceSales,
    'identity-mail': enIdentityMail,
    'students-credentials-mail': enStudentsCredentialsMail,
    'students-import': enStudentsImport,
    'booking-mail': enBookingMail,
    'students-link-mail': enStudentsLinkMail,
    'students-print': enStudentsPrint,
    'students-transfer-mail': enStudentsTransferMail,
    'school-invitation-mail': enSchoolInvitationMail,
  },
} satisfies Record<Locale, Record<string, unknown>>;

/** The French catalogues, whose keys every locale has (locales.test.ts): the shape of each namespace. */
export type ServerResources = (typeof SERVER_RESOURCES)['fr-CH'];
