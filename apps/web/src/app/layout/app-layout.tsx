import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ROUTES_WITH_FOOTER, ROUTES_WITHOUT_TOP_BAR } from '../routes';
import { useCurrentRoute } from './current-route';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { ReleaseNotice } from './release-notice';
import { ScreenErrorBoundary } from './screen-error-boundary';

// Login-like pages have no top bar: they do not download its menus, popovers and drawer.
const TopBar = lazy(async () => ({ default: (await import('./top-bar')).TopBar }));

/** Each screen names itself in the browser's tab and history (WCAG 2.4.2): "Calendrier – Auto-école". */
function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = `${t(`pages:titles.${titleKey}`)} – ${t('common:appName')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Spec §2 Layout: top bar except on lesson and login-like pages, footer on login-like pages. */
export function AppLayout() {
  const route = useCurrentRoute();
  const location = useLocation();
  const name = route?.name ?? 'notFound';
  useDocumentTitle(route?.title ?? 'notFound');
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      {/* The screen appears whole, once its code and texts are in; the offline banner at any time. */}
      <Suspense
        fallback={
          <Center py="xl" style={{ flex: 1 }}>
            <Loader />
          </Center>
        }
      >
        {!ROUTES_WITHOUT_TOP_BAR.has(name) && <TopBar />}
        <ReleaseNotice />
        <Box component="main" style={{ flex: 1, minWidth: 0 }} px="md" py="lg" data-route={name}>
          <ScreenErrorBoundary address={location.pathname}>
            <Outlet />
          </ScreenErrorBoundary>
        </Box>
        {ROUTES_WITH_FOOTER.has(name) && <Footer />}
      </Suspense>
    </Box>
  );
}
