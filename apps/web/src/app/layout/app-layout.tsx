import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ROUTES_WITH_FOOTER, ROUTES_WITHOUT_TOP_BAR } from '../routes';
import { useCurrentRoute } from './current-route';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { ReleaseNotice } from './release-notice';

// Login-like pages have no top bar: they do not download its menus, popovers and drawer.
const TopBar = lazy(async () => ({ default: (await import('./top-bar')).TopBar }));

/** Spec §2 Layout: top bar except on lesson and login-like pages, footer on login-like pages. */
export function AppLayout() {
  const route = useCurrentRoute();
  const name = route?.name ?? 'notFound';
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
        <Box component="main" style={{ flex: 1, minWidth: 0 }} px="md" py="lg">
          <Outlet />
        </Box>
        {ROUTES_WITH_FOOTER.has(name) && <Footer />}
        <ReleaseNotice />
      </Suspense>
    </Box>
  );
}
