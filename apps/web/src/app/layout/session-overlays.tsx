import '@mantine/notifications/styles.css';
import { TOAST_AUTO_HIDE_MS } from '@ds/domain';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * Confirmation dialogs and toasts. Only signed-in screens open them, so they come with the
 * session guard and the login page does not download them.
 */
export function SessionOverlays() {
  return (
    <>
      <ModalsProvider />
      <Notifications autoClose={TOAST_AUTO_HIDE_MS} position="top-center" />
    </>
  );
}
