import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { type AppRoute, FORBIDDEN, NOT_FOUND, ROUTES, ROUTES_WITHOUT_SERVER_STATE } from './routes';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** Pages that exist already; every other route shows the not-available notice in the layout. */
export const PAGES: Record<string, PageModule> = {
  notFound: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
  forbidden: async () => ({ Component: (await import('./pages/forbidden-page')).ForbiddenPage }),
  privacyPolicy: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }),
  privacyPolicyMicrosoft: async () => ({ Component: (await import('./pages/privacy-page')).PrivacyPage }),
  checkout: async () => ({ Component: (await import('./pages/checkout-page')).CheckoutPage }),
  cardPaymentCallback: async () => ({
    Component: (await import('../features/commerce/payments/pages/card-payment-page')).CardPaymentPage,
  }),
  purchase: async () => ({
    Component: (await import('../features/commerce/checkout/pages/purchase-page')).PurchasePage,
  }),
  cardSetup: async () => ({
    Component: (await import('../features/commerce/payments/pages/card-setup-page')).CardSetupPage,
  }),
  cardSetupCallback: async () => ({
    Component: (await import('../features/commerce/payments/pages/card-setup-callback-page')).CardSetupCallbackPage,
  }),
  login: async () => ({ Component: (await import('../features/identity/auth/pages/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('../features/identity/auth/pages/signup-page')).SignupPage }),
  register: async () => ({ Component: (await import('../features/identity/auth/pages/register-page')).RegisterPage }),
  reset: async () => ({ Component: (await import('../features/identity/auth/pages/reset-page')).ResetPage }),
  account: async () => ({ Component: (await import('./settings-hub/settings-hub-page')).SettingsHubPage }),
  me: async () => ({ Component: (await import('./pages/account-me-page')).AccountMePage }),
  security: async () => ({
    Component: (await import('../features/identity/accounts/pages/security-page')).SecurityPage,
  }),
  phoneSync: async () => ({
    Component: (await import('../features/calendar/phone-sync/pages/phone-sync-page')).PhoneSyncPage,
  }),
  accountSubscriptions: async () => ({
    Component: (await import('./pages/account-subscriptions-page')).AccountSubscriptionsPage,
  }),
  calendar: async () => ({ Component: (await import('../features/calendar/pages/calendar-page')).CalendarPage }),
  calendarProviderCallback: async () => ({
    Component: (await import('../features/calendar/google/pages/google-callback-page')).GoogleCallbackPage,
  }),
  calendarSettings: async () => ({
    Component: (await import('../features/calendar/settings/pages/calendar-settings-page')).CalendarSettingsPage,
  }),
  drivingSchool: async () => ({
    Component: (await import('../features/school/pages/driving-school-page')).DrivingSchoolPage,
  }),
  drivingSchoolAccount: async () => ({
    Component: (await import('../features/school/pages/driving-school-page')).DrivingSchoolPage,
  }),
  invitation: async () => ({ Component: (await import('./pages/invitation-page')).InvitationPage }),
  courses: async () => ({ Component: (await import('../features/catalogue/courses/pages/courses-page')).CoursesPage }),
  coursesAccount: async () => ({
    Component: (await import('../features/catalogue/courses/pages/courses-page')).CoursesPage,
  }),
  courseParticipants: async () => ({
    Component: (await import('../features/integrations/registries/pages/course-participants-page'))
      .CourseParticipantsPage,
  }),
  infrastructures: async () => ({
    Component: (await import('../features/catalogue/infrastructures/pages/infrastructures-page')).InfrastructuresPage,
  }),
  infrastructuresAccount: async () => ({
    Component: (await import('../features/catalogue/infrastructures/pages/infrastructures-page')).InfrastructuresPage,
  }),
  routes: async () => ({
    Component: (await import('../features/catalogue/training-routes/pages/routes-page')).RoutesPage,
  }),
  lessonStart: async () => ({
    Component: (await import('../features/training/lesson/pages/lesson-start-page')).LessonStartPage,
  }),
  lessonOn: async () => ({
    Component: (await import('../features/training/lesson/pages/lesson-on-page')).LessonOnPage,
  }),
  lessonEnd: async () => ({
    Component: (await import('../features/training/lesson/pages/lesson-end-page')).LessonEndPage,
  }),
  trainingCard: async () => ({
    Component: (await import('../features/training/progress/pages/training-card-page')).TrainingCardPage,
  }),
  trainingCardChoice: async () => ({
    Component: (await import('../features/training/progress/pages/training-card-choice-page')).TrainingCardChoicePage,
  }),
  trainingCardView: async () => ({
    Component: (await import('./pages/training-card-view-page')).TrainingCardViewPage,
  }),
  trainingCardsSettings: async () => ({
    Component: (await import('../features/training/cards-settings/pages/training-cards-settings-page'))
      .TrainingCardsSettingsPage,
  }),
  trainingCardsSettingsAccount: async () => ({
    Component: (await import('../features/training/cards-settings/pages/training-cards-settings-page'))
      .TrainingCardsSettingsPage,
  }),
  commSettings: async () => ({ Component: (await import('./pages/comm-settings-page')).CommSettingsPage }),
  commSettingsAccount: async () => ({ Component: (await import('./pages/comm-settings-page')).CommSettingsPage }),
  commLogs: async () => ({
    Component: (await import('../features/communications/logs/pages/comm-logs-page')).CommLogsPage,
  }),
  commLogsAccount: async () => ({
    Component: (await import('../features/communications/logs/pages/comm-logs-page')).CommLogsPage,
  }),
  studentRequests: async () => ({
    Component: (await import('../features/students/requests/pages/requests-page')).RequestsPage,
  }),
  myMonitor: async () => ({
    Component: (await import('../features/students/requests/pages/my-monitor-page')).MyMonitorPage,
  }),
  home: async () => ({ Component: (await import('../features/calendar/my-day/pages/my-day-page')).MyDayPage }),
  dashboard: async () => ({ Component: (await import('./pages/dashboard/dashboard-page')).DashboardPage }),
  students: async () => ({ Component: (await import('../features/students/pages/students-page')).StudentsPage }),
  bfStudents: async () => ({
    Component: (await import('../features/students/unattached/pages/unattached-learners-page')).UnattachedLearnersPage,
  }),
  studentProfile: async () => ({
    Component: (await import('./pages/student-sheet/student-sheet-page')).StudentSheetPage,
  }),
  resources: async () => ({ Component: (await import('./pages/resources-page')).ResourcesPage }),
  publicArticle: async () => ({
    Component: (await import('../features/commerce/articles/pages/public-article-page')).PublicArticlePage,
  }),
  shop: async () => ({ Component: (await import('../features/commerce/articles/pages/shop-page')).ShopPage }),
  shopSettings: async () => ({
    Component: (await import('../features/commerce/articles/pages/shop-settings-page')).ShopSettingsPage,
  }),
  shopSettingsAccount: async () => ({
    Component: (await import('../features/commerce/articles/pages/shop-settings-page')).ShopSettingsPage,
  }),
  subscriptions: async () => ({ Component: (await import('./pages/subscriptions-page')).SubscriptionsPage }),
  manageClients: async () => ({ Component: (await import('../features/administration')).ManageClientsPage }),
  vouchers: async () => ({
    Component: (await import('../features/commerce/vouchers/pages/vouchers-page')).VouchersPage,
  }),
  settingsVouchers: async () => ({
    Component: (await import('../features/commerce/vouchers/pages/vouchers-page')).VouchersPage,
  }),
  externalResources: async () => ({
    Component: (await import('../features/commerce/checkout/pages/external-resources-page')).ExternalResourcesPage,
  }),
  ordersList: async () => ({
    Component: (await import('../features/commerce/sales/pages/orders-list-page')).OrdersListPage,
  }),
  settingsOrders: async () => ({
    Component: (await import('../features/commerce/sales/pages/settings-orders-page')).SettingsOrdersPage,
  }),
  openBills: async () => ({
    Component: (await import('../features/accounting/billing/pages/open-bills-page')).OpenBillsPage,
  }),
  revenue: async () => ({
    Component: (await import('../features/accounting/turnover/pages/turnover-page')).TurnoverPage,
  }),
  theoryTest: async () => ({
    Component: (await import('../features/integrations/theory-exam/pages/theory-test-page')).TheoryTestPage,
  }),
  learningResources: async () => ({
    Component: (await import('../features/resources/learning/pages/learning-resources-page')).LearningResourcesPage,
  }),
};

const notAvailable: PageModule = async () => ({
  Component: (await import('./pages/not-available-page')).NotAvailablePage,
});

/** A page's code is fetched when its route is first shown; the layout's Suspense waits for it. */
function lazyElement(load: PageModule) {
  const Page = lazy(async () => ({ default: (await load()).Component }));
  return <Page />;
}

const withoutServerState = (route: AppRoute) => ROUTES_WITHOUT_SERVER_STATE.has(route.name);

function toRouteObject(route: AppRoute): RouteObject {
  return { path: route.path, element: lazyElement(PAGES[route.name] ?? notAvailable) };
}

// Declarative routes (no data router): the app loads no data through the router, and this keeps
// 16 KB gzip of React Router's loaders and actions machinery off every first visit.
const ROUTE_TREE: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...ROUTES.filter((route) => route.public && withoutServerState(route)).map(toRouteObject),
      {
        element: lazyElement(async () => ({ Component: (await import('./server-state')).ServerState })),
        children: [
          ...ROUTES.filter((route) => route.public && !withoutServerState(route)).map(toRouteObject),
          {
            // Permissions and the session restore are loaded with the first signed-in screen, not for /login.
            element: lazyElement(async () => ({ Component: (await import('./guards')).RequireSession })),
            children: ROUTES.filter((route) => !route.public).map(toRouteObject),
          },
        ],
      },
      toRouteObject(NOT_FOUND),
      toRouteObject(FORBIDDEN),
      { ...toRouteObject(NOT_FOUND), path: '*' },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTE_TREE);
}
