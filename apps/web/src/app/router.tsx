import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { type AppRoute, FORBIDDEN, NOT_FOUND, ROUTES, ROUTES_WITHOUT_SERVER_STATE } from './routes';

type PageModule = () => Promise<{ Component: ComponentType }>;

/** A page: its module, fetched when its route is first shown, and the component it exports. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): PageModule {
  return async () => ({ Component: (await load())[name] });
}

/** Pages that exist already; every other route shows the not-available notice in the layout. */
export const PAGES: Record<string, PageModule> = {
  notFound: page(() => import('./pages/not-found-page'), 'NotFoundPage'),
  forbidden: page(() => import('./pages/forbidden-page'), 'ForbiddenPage'),
  privacyPolicy: page(() => import('./pages/privacy-page'), 'PrivacyPage'),
  privacyPolicyMicrosoft: page(() => import('./pages/privacy-page'), 'PrivacyPage'),
  checkout: page(() => import('./pages/checkout-page'), 'CheckoutPage'),
  cardPaymentCallback: page(() => import('../features/commerce/payments/pages/card-payment-page'), 'CardPaymentPage'),
  purchase: page(() => import('../features/commerce/checkout/pages/purchase-page'), 'PurchasePage'),
  bookingLink: page(() => import('../features/booking/link/pages/booking-link-page'), 'BookingLinkPage'),
  selfBooking: page(() => import('../features/booking/self-booking/pages/self-booking-page'), 'SelfBookingPage'),
  onlineBooking: page(() => import('../features/booking/policy/pages/online-booking-page'), 'OnlineBookingPage'),
  cardSetup: page(() => import('../features/commerce/payments/pages/card-setup-page'), 'CardSetupPage'),
  cardSetupCallback: page(
    () => import('../features/commerce/payments/pages/card-setup-callback-page'),
    'CardSetupCallbackPage',
  ),
  login: page(() => import('../features/identity/auth/pages/login-page'), 'LoginPage'),
  signup: page(() => import('../features/identity/auth/pages/signup-page'), 'SignupPage'),
  register: page(() => import('../features/identity/auth/pages/register-page'), 'RegisterPage'),
  reset: page(() => import('../features/identity/auth/pages/reset-page'), 'ResetPage'),
  account: page(() => import('./settings-hub/settings-hub-page'), 'SettingsHubPage'),
  me: page(() => import('./pages/account-me-page'), 'AccountMePage'),
  security: page(() => import('../features/identity/accounts/pages/security-page'), 'SecurityPage'),
  setupWizard: page(() => import('./setup-wizard/setup-wizard-page'), 'SetupWizardPage'),
  phoneSync: page(() => import('../features/calendar/phone-sync/pages/phone-sync-page'), 'PhoneSyncPage'),
  accountSubscriptions: page(() => import('./pages/account-subscriptions-page'), 'AccountSubscriptionsPage'),
  calendar: page(() => import('../features/calendar/pages/calendar-page'), 'CalendarPage'),
  calendarProviderCallback: page(
    () => import('../features/calendar/google/pages/google-callback-page'),
    'GoogleCallbackPage',
  ),
  calendarSettings: page(
    () => import('../features/calendar/settings/pages/calendar-settings-page'),
    'CalendarSettingsPage',
  ),
  drivingSchool: page(() => import('../features/school/pages/driving-school-page'), 'DrivingSchoolPage'),
  drivingSchoolAccount: page(() => import('../features/school/pages/driving-school-page'), 'DrivingSchoolPage'),
  invitation: page(() => import('./pages/invitation-page'), 'InvitationPage'),
  courses: page(() => import('../features/catalogue/courses/pages/courses-page'), 'CoursesPage'),
  coursesAccount: page(() => import('../features/catalogue/courses/pages/courses-page'), 'CoursesPage'),
  courseParticipants: page(
    () => import('../features/integrations/registries/pages/course-participants-page'),
    'CourseParticipantsPage',
  ),
  infrastructures: page(
    () => import('../features/catalogue/infrastructures/pages/infrastructures-page'),
    'InfrastructuresPage',
  ),
  infrastructuresAccount: page(
    () => import('../features/catalogue/infrastructures/pages/infrastructures-page'),
    'InfrastructuresPage',
  ),
  routes: page(() => import('../features/catalogue/training-routes/pages/routes-page'), 'RoutesPage'),
  lessonStart: page(() => import('../features/training/lesson/pages/lesson-start-page'), 'LessonStartPage'),
  lessonOn: page(() => import('../features/training/lesson/pages/lesson-on-page'), 'LessonOnPage'),
  lessonEnd: page(() => import('../features/training/lesson/pages/lesson-end-page'), 'LessonEndPage'),
  trainingCard: page(() => import('../features/training/progress/pages/training-card-page'), 'TrainingCardPage'),
  trainingCardChoice: page(
    () => import('../features/training/progress/pages/training-card-choice-page'),
    'TrainingCardChoicePage',
  ),
  trainingCardView: page(() => import('./pages/training-card-view-page'), 'TrainingCardViewPage'),
  trainingCardsSettings: page(
    () => import('../features/training/cards-settings/pages/training-cards-settings-page'),
    'TrainingCardsSettingsPage',
  ),
  trainingCardsSettingsAccount: page(
    () => import('../features/training/cards-settings/pages/training-cards-settings-page'),
    'TrainingCardsSettingsPage',
  ),
  commSettings: page(() => import('./pages/comm-settings-page'), 'CommSettingsPage'),
  commSettingsAccount: page(() => import('./pages/comm-settings-page'), 'CommSettingsPage'),
  commLogs: page(() => import('../features/communications/logs/pages/comm-logs-page'), 'CommLogsPage'),
  commLogsAccount: page(() => import('../features/communications/logs/pages/comm-logs-page'), 'CommLogsPage'),
  studentRequests: page(() => import('../features/students/requests/pages/requests-page'), 'RequestsPage'),
  myMonitor: page(() => import('../features/students/requests/pages/my-monitor-page'), 'MyMonitorPage'),
  home: page(() => import('../features/calendar/my-day/pages/my-day-page'), 'MyDayPage'),
  dashboard: page(() => import('./pages/dashboard/dashboard-page'), 'DashboardPage'),
  students: page(() => import('../features/students/pages/students-page'), 'StudentsPage'),
  bfStudents: page(
    () => import('../features/students/unattached/pages/unattached-learners-page'),
    'UnattachedLearnersPage',
  ),
  studentProfile: page(() => import('./pages/student-sheet/student-sheet-page'), 'StudentSheetPage'),
  resources: page(() => import('./pages/resources-page'), 'ResourcesPage'),
  publicArticle: page(() => import('../features/commerce/articles/pages/public-article-page'), 'PublicArticlePage'),
  shop: page(() => import('../features/commerce/articles/pages/shop-page'), 'ShopPage'),
  shopSettings: page(() => import('../features/commerce/articles/pages/shop-settings-page'), 'ShopSettingsPage'),
  shopSettingsAccount: page(() => import('../features/commerce/articles/pages/shop-settings-page'), 'ShopSettingsPage'),
  subscriptions: page(() => import('./pages/subscriptions-page'), 'SubscriptionsPage'),
  manageClients: page(() => import('../features/administration'), 'ManageClientsPage'),
  adminJobs: page(() => import('../features/administration/jobs/pages/manage-jobs-page'), 'ManageJobsPage'),
  vouchers: page(() => import('../features/commerce/vouchers/pages/vouchers-page'), 'VouchersPage'),
  settingsVouchers: page(() => import('../features/commerce/vouchers/pages/vouchers-page'), 'VouchersPage'),
  externalResources: page(
    () => import('../features/commerce/checkout/pages/external-resources-page'),
    'ExternalResourcesPage',
  ),
  ordersList: page(() => import('../features/commerce/sales/pages/orders-list-page'), 'OrdersListPage'),
  settingsOrders: page(() => import('../features/commerce/sales/pages/settings-orders-page'), 'SettingsOrdersPage'),
  openBills: page(() => import('../features/accounting/billing/pages/open-bills-page'), 'OpenBillsPage'),
  revenue: page(() => import('../features/accounting/turnover/pages/turnover-page'), 'TurnoverPage'),
  theoryTest: page(() => import('../features/integrations/theory-exam/pages/theory-test-page'), 'TheoryTestPage'),
  learningResources: page(
    () => import('../features/resources/learning/pages/learning-resources-page'),
    'LearningResourcesPage',
  ),
};

const notAvailable: PageModule = page(() => import('./pages/not-available-page'), 'NotAvailablePage');

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
        element: lazyElement(page(() => import('./server-state'), 'ServerState')),
        children: [
          ...ROUTES.filter((route) => route.public && !withoutServerState(route)).map(toRouteObject),
          {
            // Permissions and the session restore are loaded with the first signed-in screen, not for /login.
            element: lazyElement(page(() => import('./guards'), 'RequireSession')),
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
