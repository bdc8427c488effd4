import type { Subject } from '@ds/domain';

/** The groups of the /account settings hub, in their order on the page. */
export const HUB_GROUPS = ['myAccount', 'mySchool', 'teaching', 'communication', 'shop', 'subscriptions'] as const;
export type HubGroup = (typeof HUB_GROUPS)[number];

/** Where the /account settings hub lists a screen. */
export interface HubEntry {
  group: HubGroup;
  /** Listed only for those who manage this (a student may open it, but it is not one of his settings). */
  managing?: Subject;
  /** The configuration wizard's step (spec §2 order) this screen completes. */
  wizardStep?: number;
}

/**
 * Every route of spec §2 as data: the router, the layout rules (top bar, footer) and the
 * permission checks all read this one table.
 */
export interface AppRoute {
  path: string;
  /** Route name; the top-bar rule of spec §2 uses these names. */
  name: string;
  /** Key of the screen title in the `pages` namespace. */
  title: string;
  public?: boolean;
  /** The resource the route names for its permission check. */
  subject?: Subject;
  /** Admin-licence routes accept the fre role or the admin licence. */
  adminLicence?: boolean;
  /** A screen for those who manage this (a learner reads calendars but does not set them up). */
  manages?: Subject;
  /** A screen of the learner driver's side only (his dashboard, his monitor). */
  learnerOnly?: boolean;
  /** The screen works on a student chosen before (his sheet opens it), so it is found from one. */
  opensWith?: 'student';
  /** Settings screens are listed on the /account hub (one path per screen; built screens only). */
  hub?: HubEntry;
}

/** Each admin-licence screen exists at /x and at its /account/x alias. */
const withAccountAlias = (path: string, name: string, title: string, subject: Subject, hub?: HubEntry): AppRoute[] => [
  { path: `/${path}`, name, title, subject, adminLicence: true },
  { path: `/account/${path}`, name: `${name}Account`, title, subject, adminLicence: true, hub },
];

export const ROUTES: AppRoute[] = [
  { path: '/login', name: 'login', title: 'login', public: true },
  { path: '/register/:token', name: 'register', title: 'register', public: true },
  { path: '/reset/:token?', name: 'reset', title: 'reset', public: true },
  { path: '/signup', name: 'signup', title: 'signup', public: true },
  { path: '/checkout/:monitor/:article', name: 'checkout', title: 'checkout', public: true },
  { path: '/spc/:token/:status/:type?', name: 'cardPaymentCallback', title: 'cardPayment', public: true },
  // A shop purchase at its private address (the checkout and the buyer's mail lead there).
  { path: '/purchase/:token', name: 'purchase', title: 'purchase', public: true },
  // An invitation to join a school, from its e-mailed link: signed in or not.
  { path: '/invitations/:token', name: 'invitation', title: 'invitation', public: true },
  // A signed, single-use link of a booking mail or SMS (issue 30): cancel a lesson, take an offered slot.
  { path: '/booking/link/:kind/:id/:signature', name: 'bookingLink', title: 'bookingLink', public: true },
  { path: '/privacyPolicy', name: 'privacyPolicy', title: 'privacyPolicy', public: true },
  { path: '/privacyPolicyMicrosoft', name: 'privacyPolicyMicrosoft', title: 'privacyPolicyMicrosoft', public: true },

  { path: '/', name: 'home', title: 'home', subject: 'home' },
  { path: '/dashboard', name: 'dashboard', title: 'dashboard', subject: 'dashboard', learnerOnly: true },
  // A student books his own lessons with the monitors who publish free slots (issue 30).
  { path: '/booking', name: 'selfBooking', title: 'selfBooking', subject: 'dashboard', learnerOnly: true },
  { path: '/calendar/:appointmentId?', name: 'calendar', title: 'calendar', subject: 'calendar' },
  {
    path: '/calendar/settings',
    name: 'calendarSettings',
    title: 'calendarSettings',
    subject: 'calendar',
    manages: 'calendar',
    hub: { group: 'myAccount' },
  },
  { path: '/subscriptions', name: 'subscriptions', title: 'subscriptions', subject: 'subscriptions' },
  { path: '/account', name: 'account', title: 'account', subject: 'account' },
  { path: '/account/me', name: 'me', title: 'me', subject: 'account', hub: { group: 'myAccount' } },
  { path: '/account/security', name: 'security', title: 'security', subject: 'account', hub: { group: 'myAccount' } },
  // The configuration wizard (spec §2): opens by itself until done, then from the profile menu and the hub.
  { path: '/account/setup', name: 'setupWizard', title: 'setupWizard', subject: 'wizard' },
  {
    path: '/account/phone-sync',
    name: 'phoneSync',
    title: 'phoneSync',
    subject: 'calendar',
    manages: 'calendar',
    hub: { group: 'myAccount', wizardStep: 3 },
  },
  // A monitor's rules for students booking themselves, and their bookings (issue 30).
  {
    path: '/account/online-booking',
    name: 'onlineBooking',
    title: 'onlineBooking',
    subject: 'calendar',
    manages: 'calendar',
    hub: { group: 'teaching' },
  },
  {
    path: '/account/subscriptions',
    name: 'accountSubscriptions',
    title: 'accountSubscriptions',
    subject: 'subscriptions',
    hub: { group: 'subscriptions', wizardStep: 1 },
  },
  // Saved cards: their owners register them here; an employee pays with those shared with him (spec §6).
  {
    path: '/account/ccsetup',
    name: 'cardSetup',
    title: 'cardSetup',
    subject: 'shop',
    manages: 'shop',
    hub: { group: 'shop', managing: 'shop' },
  },
  { path: '/account/cc/:status/:token', name: 'cardSetupCallback', title: 'cardSetup', subject: 'shop' },
  { path: '/account/mymonitor', name: 'myMonitor', title: 'myMonitor', subject: 'account', learnerOnly: true },
  // What I sold (those who sell) and what I bought (anyone who reads the shop).
  {
    path: '/account/orders-list',
    name: 'ordersList',
    title: 'ordersList',
    subject: 'shop',
    hub: { group: 'shop' },
  },
  {
    path: '/account/routes',
    name: 'routes',
    title: 'routes',
    subject: 'routes',
    adminLicence: true,
    hub: { group: 'teaching' },
  },
  {
    path: '/account/vouchers',
    name: 'vouchers',
    title: 'vouchers',
    subject: 'shop',
    manages: 'shop',
    adminLicence: true,
    hub: { group: 'shop', managing: 'shop' },
  },
  ...withAccountAlias('driving-school', 'drivingSchool', 'drivingSchool', 'drivingSchool', { group: 'mySchool' }),
  ...withAccountAlias('infrastructures', 'infrastructures', 'infrastructures', 'infrastructures', {
    group: 'mySchool',
  }),
  ...withAccountAlias('comm-settings', 'commSettings', 'commSettings', 'communication', {
    group: 'communication',
    wizardStep: 2,
  }),
  ...withAccountAlias('comm-logs', 'commLogs', 'commLogs', 'communication', { group: 'communication' }),
  ...withAccountAlias('courses', 'courses', 'courses', 'courses', { group: 'teaching' }),
  // A course's participants and their SARI state (spec §1), opened from a course with a SARI id.
  {
    path: '/courses/:id/participants',
    name: 'courseParticipants',
    title: 'courseParticipants',
    subject: 'courses',
    adminLicence: true,
  },
  ...withAccountAlias(
    'trainingcards-settings',
    'trainingCardsSettings',
    'trainingCardsSettings',
    'trainingcardsSettings',
    { group: 'teaching' },
  ),
  // The articles a monitor sells: those who manage the shop (an employee sells the shared ones from /shop).
  { path: '/shop-settings', name: 'shopSettings', title: 'shopSettings', subject: 'shop', manages: 'shop' },
  {
    path: '/account/shop-settings',
    name: 'shopSettingsAccount',
    title: 'shopSettings',
    subject: 'shop',
    manages: 'shop',
    hub: { group: 'shop' },
  },
  { path: '/shop', name: 'shop', title: 'shop', subject: 'shop' },
  { path: '/students', name: 'students', title: 'students', subject: 'students' },
  {
    path: '/students/profile',
    name: 'studentProfile',
    title: 'studentProfile',
    subject: 'students',
    opensWith: 'student',
  },
  // Both sides use it: students (who read `account`, not `students`) and monitors.
  {
    path: '/students/requests',
    name: 'studentRequests',
    title: 'studentRequests',
    subject: 'account',
    hub: { group: 'teaching', managing: 'students' },
  },
  { path: '/resources', name: 'resources', title: 'resources', subject: 'shop' },
  // An article's public page (issue 25): anyone may open a shared link, signed in or not.
  { path: '/resources/:monitor/:article/:language?', name: 'publicArticle', title: 'resources', public: true },
  // The resources bought in a shop (spec §2's external-resources variant), from the account hub.
  {
    path: '/external-resources',
    name: 'externalResources',
    title: 'externalResources',
    subject: 'resources',
    hub: { group: 'shop' },
  },
  { path: '/learning/resources', name: 'learningResources', title: 'learningResources', subject: 'resources' },
  { path: '/training-card', name: 'trainingCard', title: 'trainingCard', subject: 'lesson', opensWith: 'student' },
  {
    path: '/training-card/choice',
    name: 'trainingCardChoice',
    title: 'trainingCardChoice',
    subject: 'lesson',
    opensWith: 'student',
  },
  {
    path: '/training-card/view',
    name: 'trainingCardView',
    title: 'trainingCardView',
    subject: 'lesson',
    opensWith: 'student',
  },
  { path: '/lesson', name: 'lesson', title: 'lesson', subject: 'lesson' },
  { path: '/lesson/start', name: 'lessonStart', title: 'lessonStart', subject: 'lesson', opensWith: 'student' },
  { path: '/lesson/on', name: 'lessonOn', title: 'lessonOn', subject: 'lesson' },
  { path: '/lesson/end', name: 'lessonEnd', title: 'lessonEnd', subject: 'lesson' },
  { path: '/theory-test', name: 'theoryTest', title: 'theoryTest', subject: 'theoryTest' },
  { path: '/settings', name: 'settings', title: 'settings', subject: 'account' },
  // Every order of the product's shops: its administrator's (the server's scope=all).
  {
    path: '/settings/orders',
    name: 'settingsOrders',
    title: 'settingsOrders',
    subject: 'admin',
    hub: { group: 'shop' },
  },
  // The Settings menu's entry (spec §2: for those who may do everything), the screen of /account/vouchers.
  {
    path: '/settings/vouchers',
    name: 'settingsVouchers',
    title: 'settingsVouchers',
    subject: 'shop',
    manages: 'all',
    adminLicence: true,
  },
  {
    path: '/manageClients',
    name: 'manageClients',
    title: 'manageClients',
    subject: 'admin',
    hub: { group: 'subscriptions' },
  },
  // The background jobs of every server process: queues, failures, sending a given-up job back.
  {
    path: '/admin/jobs',
    name: 'adminJobs',
    title: 'adminJobs',
    subject: 'admin',
    hub: { group: 'subscriptions' },
  },
  {
    path: '/bf-students',
    name: 'bfStudents',
    title: 'bfStudents',
    subject: 'admin',
    hub: { group: 'subscriptions' },
  },
  { path: '/gc', name: 'calendarProviderCallback', title: 'calendarProviderCallback', subject: 'calendar' },
  { path: '/accounting/billing', name: 'openBills', title: 'openBills', subject: 'accounting', adminLicence: true },
  { path: '/accounting/ca', name: 'revenue', title: 'revenue', subject: 'accounting', adminLicence: true },
];

export const NOT_FOUND: AppRoute = { path: '/404', name: 'notFound', title: 'notFound', public: true };
export const FORBIDDEN: AppRoute = { path: '/403', name: 'forbidden', title: 'forbidden', public: true };

/** Spec §2 Layout: the top bar is hidden on these routes. */
export const ROUTES_WITHOUT_TOP_BAR = new Set([
  'login',
  'invitation',
  'reset',
  'signup',
  'register',
  'checkout',
  'purchase',
  'bookingLink',
  'lesson',
  'lessonStart',
  'lessonOn',
  'lessonEnd',
  'trainingCardChoice',
  'trainingCardView',
]);

/**
 * Public screens that read nothing through TanStack Query render without it (app/server-state),
 * so a first visit to /login does not download it; every other screen may use it.
 */
export const ROUTES_WITHOUT_SERVER_STATE = new Set(['login', 'privacyPolicy', 'privacyPolicyMicrosoft']);

/** Login-like pages carry the footer. */
export const ROUTES_WITH_FOOTER = new Set([
  'login',
  'invitation',
  'reset',
  'signup',
  'register',
  'checkout',
  'purchase',
  'bookingLink',
  'privacyPolicy',
  'privacyPolicyMicrosoft',
  'notFound',
  'forbidden',
]);

/** /checkout/:monitor/:article: the monitor must end in 10 alphanumerics and the article have 6. */
export function isValidCheckout(monitor: string, article: string): boolean {
  return /[A-Za-z0-9]{10}$/.test(monitor) && /^[A-Za-z0-9]{6}$/.test(article);
}
