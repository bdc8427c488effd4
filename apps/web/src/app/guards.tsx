import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePermissions } from '../lib/permissions';
import { useCurrentRoute } from './layout/current-route';
import { SessionOverlays } from './layout/session-overlays';
import { routeAccess } from './route-access';
import { useFreshSessionUser } from './session-refresh';
import { restoreSession } from './session-restore';
import { SETUP_WIZARD_PATH, wizardOpenedThisSession, wizardOpensByItself } from './setup-wizard/opens-by-itself';

/**
 * The authenticated branch of the router: restores the session (tab or remembered device),
 * sends a visitor to /login with the current address as `redirect`, and a user whose
 * abilities or licences do not cover the route to /403 (spec §2, §6, §8), and a new monitor to the
 * configuration wizard once after signing in (spec §1).
 */
export function RequireSession() {
  const { me, ability } = usePermissions();
  const route = useCurrentRoute();
  const location = useLocation();
  const [restored, setRestored] = useState(me !== null);
  useFreshSessionUser(me !== null);

  useEffect(() => {
    if (me) return;
    let active = true;
    void restoreSession().then(() => active && setRestored(true));
    return () => {
      active = false;
    };
  }, [me]);

  if (!me) {
    if (!restored) {
      return (
        <Center py="xl">
          <Loader />
        </Center>
      );
    }
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (route && routeAccess(route, me, ability) !== 'open') return <Navigate to="/403" replace />;
  if (
    route?.name !== 'setupWizard' &&
    wizardOpensByItself(me, ability.can('read', 'wizard'), wizardOpenedThisSession())
  ) {
    return <Navigate to={SETUP_WIZARD_PATH} replace />;
  }
  return (
    <>
      <Outlet />
      <SessionOverlays />
    </>
  );
}
