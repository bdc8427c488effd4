import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { type AppRoute, ROUTES } from './routes';

const NOT_FOUND: AppRoute = { path: '/404', name: 'notFound', title: 'notFound', public: true };
const FORBIDDEN: AppRoute = { path: '/403', name: 'forbidden', title: 'forbidden', public: true };

/** Pages that exist already; every other route shows the not-available notice in the layout. */
const PAGES: Record<string, RouteObject['lazy']> = {
  notFound: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
  forbidden: async () => ({ Component: (await import('./pages/forbidden-page')).ForbiddenPage }),
  privacyPolicy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }),
  privacyPolicyMicrosoft: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }),
  checkout: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }),
  login: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('../features/auth/pages/signup-page')).SignupPage }),
  register: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }),
  reset: async () => ({ Component: (await import('../features/auth/pages/reset-page')).ResetPage }),
  account: async () => ({ Component: (await import('../features/accounts/pages/account-page')).AccountPage }),
  me: async () => ({ Component: (await import('../features/accounts/pages/me-page')).MePage }),
  security: async () => ({ Component: (await import('../features/accounts/pages/security-page')).SecurityPage }),
  phoneSync: async () => ({
    Component: (await import('../features/phone-sync/pages/phone-sync-page')).PhoneSyncPage,
  }),
  accountSubscriptions: async () => ({
    Component: (await import('../features/licences/pages/subscriptions-page')).SubscriptionsPage,
  }),
  calendar: async () => ({ Component: (await import('../features/calendar/pages/calendar-page')).CalendarPage }),
  calendarSettings: async () => ({
    Component: (await import('../features/calendar-settings/pages/calendar-settings-page')).CalendarSettingsPage,
  }),
  courses: async () => ({ Component: (await import('../features/courses/pages/courses-page')).CoursesPage }),
  coursesAccount: async () => ({ Component: (await import('../features/courses/pages/courses-page')).CoursesPage }),
  infrastructures: async () => ({
    Component: (await import('../features/infrastructures/pages/infrastructures-page')).InfrastructuresPage,
  }),
  infrastructuresAccount: async () => ({
    Component: (await import('../features/infrastructures/pages/infrastructures-page')).InfrastructuresPage,
  }),
  routes: async () => ({ Component: (await import('../features/training-routes/pages/routes-page')).RoutesPage }),
  lessonStart: async () => ({
    Component: (await import('../features/lesson/pages/lesson-start-page')).LessonStartPage,
  }),
  lessonOn: async () => ({ Component: (await import('../features/lesson/pages/lesson-on-page')).LessonOnPage }),
  lessonEnd: async () => ({ Component: (await import('../features/lesson/pages/lesson-end-page')).LessonEndPage }),
  trainingCard: async () => ({
    Component: (await import('../features/training-progress/pages/training-card-page')).TrainingCardPage,
  }),
  trainingCardChoice: async () => ({
    Component: (await import('../features/training-progress/pages/training-card-choice-page')).TrainingCardChoicePage,
  }),
  trainingCardView: async () => ({
    Component: (await import('../features/training-progress/pages/training-card-view-page')).TrainingCardViewPage,
  }),
  trainingCardsSettings: async () => ({
    Component: (await import('../features/training-cards-settings/pages/training-cards-settings-page'))
      .TrainingCardsSettingsPage,
  }),
  trainingCardsSettingsAccount: async () => ({
    Component: (await import('../features/training-cards-settings/pages/training-cards-settings-page'))
      .TrainingCardsSettingsPage,
  }),
  commSettings: async () => ({
    Component: (await import('../features/reminders/pages/comm-settings-page')).CommSettingsPage,
  }),
  commSettingsAccount: async () => ({
    Component: (await import('../features/reminders/pages/comm-settings-page')).CommSettingsPage,
  }),
  studentRequests: async () => ({
    Component: (await import('../features/link-requests/pages/requests-page')).RequestsPage,
  }),
  myMonitor: async () => ({
    Component: (await import('../features/link-requests/pages/my-monitor-page')).MyMonitorPage,
  }),
  home: async () => ({ Component: (await import('../features/my-day/pages/my-day-page')).MyDayPage }),
  dashboard: async () => ({ Component: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage }),
  students: async () => ({ Component: (await import('../features/students/pages/students-page')).StudentsPage }),
  studentProfile: async () => ({
    Component: (await import('../features/students/sheet/pages/student-sheet-page')).StudentSheetPage,
  }),
};

const notAvailable: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/not-available-page')).NotAvailablePage,
});

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, handle: route, lazy: PAGES[route.name] ?? notAvailable };
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      ...ROUTES.filter((route) => route.public).map(toRouteObject),
      { element: <RequireSession />, children: ROUTES.filter((route) => !route.public).map(toRouteObject) },
      toRouteObject(NOT_FOUND),
      toRouteObject(FORBIDDEN),
      { ...toRouteObject(NOT_FOUND), path: '*' },
    ],
  },
]);
