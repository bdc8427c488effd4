import type { Locale } from '@ds/domain';
import deAccount from './de-CH/account.json';
import deAuth from './de-CH/auth.json';
import deCalendar from './de-CH/calendar.json';
import deCalendarSettings from './de-CH/calendar-settings.json';
import deCommon from './de-CH/common.json';
import deCourses from './de-CH/courses.json';
import deErrors from './de-CH/errors.json';
import deInfrastructures from './de-CH/infrastructures.json';
import deLayout from './de-CH/layout.json';
import deLesson from './de-CH/lesson.json';
import deMyDay from './de-CH/my-day.json';
import dePages from './de-CH/pages.json';
import dePhoneSync from './de-CH/phone-sync.json';
import dePrivacy from './de-CH/privacy.json';
import deProgress from './de-CH/progress.json';
import deReminders from './de-CH/reminders.json';
import deRequests from './de-CH/requests.json';
import deRoutes from './de-CH/routes.json';
import deStudentSheet from './de-CH/student-sheet.json';
import deStudents from './de-CH/students.json';
import deTrainingCards from './de-CH/training-cards.json';
import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCalendar from './en/calendar.json';
import enCalendarSettings from './en/calendar-settings.json';
import enCommon from './en/common.json';
import enCourses from './en/courses.json';
import enErrors from './en/errors.json';
import enInfrastructures from './en/infrastructures.json';
import enLayout from './en/layout.json';
import enLesson from './en/lesson.json';
import enMyDay from './en/my-day.json';
import enPages from './en/pages.json';
import enPhoneSync from './en/phone-sync.json';
import enPrivacy from './en/privacy.json';
import enProgress from './en/progress.json';
import enReminders from './en/reminders.json';
import enRequests from './en/requests.json';
import enRoutes from './en/routes.json';
import enStudentSheet from './en/student-sheet.json';
import enStudents from './en/students.json';
import enTrainingCards from './en/training-cards.json';
import frAccount from './fr-CH/account.json';
import frAuth from './fr-CH/auth.json';
import frCalendar from './fr-CH/calendar.json';
import frCalendarSettings from './fr-CH/calendar-settings.json';
import frCommon from './fr-CH/common.json';
import frCourses from './fr-CH/courses.json';
import frErrors from './fr-CH/errors.json';
import frInfrastructures from './fr-CH/infrastructures.json';
import frLayout from './fr-CH/layout.json';
import frLesson from './fr-CH/lesson.json';
import frMyDay from './fr-CH/my-day.json';
import frPages from './fr-CH/pages.json';
import frPhoneSync from './fr-CH/phone-sync.json';
import frPrivacy from './fr-CH/privacy.json';
import frProgress from './fr-CH/progress.json';
import frReminders from './fr-CH/reminders.json';
import frRequests from './fr-CH/requests.json';
import frRoutes from './fr-CH/routes.json';
import frStudentSheet from './fr-CH/student-sheet.json';
import frStudents from './fr-CH/students.json';
import frTrainingCards from './fr-CH/training-cards.json';
import itAccount from './it-CH/account.json';
import itAuth from './it-CH/auth.json';
import itCalendar from './it-CH/calendar.json';
import itCalendarSettings from './it-CH/calendar-settings.json';
import itCommon from './it-CH/common.json';
import itCourses from './it-CH/courses.json';
import itErrors from './it-CH/errors.json';
import itInfrastructures from './it-CH/infrastructures.json';
import itLayout from './it-CH/layout.json';
import itLesson from './it-CH/lesson.json';
import itMyDay from './it-CH/my-day.json';
import itPages from './it-CH/pages.json';
import itPhoneSync from './it-CH/phone-sync.json';
import itPrivacy from './it-CH/privacy.json';
import itProgress from './it-CH/progress.json';
import itReminders from './it-CH/reminders.json';
import itRequests from './it-CH/requests.json';
import itRoutes from './it-CH/routes.json';
import itStudentSheet from './it-CH/student-sheet.json';
import itStudents from './it-CH/students.json';
import itTrainingCards from './it-CH/training-cards.json';

/** Catalogues per locale and namespace; the locales test checks that they hold the same keys. */
export const resources = {
  'fr-CH': {
    account: frAccount,
    auth: frAuth,
    common: frCommon,
    layout: frLayout,
    lesson: frLesson,
    pages: frPages,
    errors: frErrors,
    privacy: frPrivacy,
    progress: frProgress,
    courses: frCourses,
    infrastructures: frInfrastructures,
    routes: frRoutes,
    'training-cards': frTrainingCards,
    students: frStudents,
    'student-sheet': frStudentSheet,
    reminders: frReminders,
    calendar: frCalendar,
    'calendar-settings': frCalendarSettings,
    requests: frRequests,
    'my-day': frMyDay,
    'phone-sync': frPhoneSync,
  },
  'de-CH': {
    account: deAccount,
    auth: deAuth,
    common: deCommon,
    layout: deLayout,
    lesson: deLesson,
    pages: dePages,
    errors: deErrors,
    privacy: dePrivacy,
    progress: deProgress,
    courses: deCourses,
    infrastructures: deInfrastructures,
    routes: deRoutes,
    'training-cards': deTrainingCards,
    students: deStudents,
    'student-sheet': deStudentSheet,
    reminders: deReminders,
    calendar: deCalendar,
    'calendar-settings': deCalendarSettings,
    requests: deRequests,
    'my-day': deMyDay,
    'phone-sync': dePhoneSync,
  },
  'it-CH': {
    account: itAccount,
    auth: itAuth,
    common: itCommon,
    layout: itLayout,
    lesson: itLesson,
    pages: itPages,
    errors: itErrors,
    privacy: itPrivacy,
    progress: itProgress,
    courses: itCourses,
    infrastructures: itInfrastructures,
    routes: itRoutes,
    'training-cards': itTrainingCards,
    students: itStudents,
    'student-sheet': itStudentSheet,
    reminders: itReminders,
    calendar: itCalendar,
    'calendar-settings': itCalendarSettings,
    requests: itRequests,
    'my-day': itMyDay,
    'phone-sync': itPhoneSync,
  },
  en: {
    account: enAccount,
    auth: enAuth,
    common: enCommon,
    layout: enLayout,
    lesson: enLesson,
    pages: enPages,
    errors: enErrors,
    privacy: enPrivacy,
    progress: enProgress,
    courses: enCourses,
    infrastructures: enInfrastructures,
    routes: enRoutes,
    'training-cards': enTrainingCards,
    students: enStudents,
    'student-sheet': enStudentSheet,
    reminders: enReminders,
    calendar: enCalendar,
    'calendar-settings': enCalendarSettings,
    requests: enRequests,
    'my-day': enMyDay,
    'phone-sync': enPhoneSync,
  },
} satisfies Record<Locale, Record<string, unknown>>;
