import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { ROUTES_WITH_FOOTER, ROUTES_WITHOUT_TOP_BAR } from '../routes';
import { useCurrentRoute } from './current-route';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { ReleaseNotice } from './release-notice';
import { TopBar } from './top-bar';

/** Spec §2 Layout: top bar except on lesson and login-like pages, footer on login-like pages. */
export function AppLayout() {
  const route = useCurrentRoute();
  const name = route?.name ?? 'notFound';
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      {!ROUTES_WITHOUT_TOP_BAR.has(name) && <TopBar />}
      <Box component="main" style={{ flex: 1, minWidth: 0 }} px="md" py="lg">
        <Outlet />
      </Box>
      {ROUTES_WITH_FOOTER.has(name) && <Footer />}
      <ReleaseNotice />
    </Box>
  );
}
