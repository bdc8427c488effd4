import '@mantine/notifications/styles.css';
import { TOAST_AUTO_HIDE_MS } from '@ds/domain';
import { MantineThemeProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Confirmation dialogs and toasts. Only signed-in screens open them, so they come with the
 * session guard and the login page does not download them.
 */
export function SessionOverlays() {
  const { t } = useTranslation('common');
  const close = t('close');
  // Every toast's close button is named, in the user's language.
  const named = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  return (
    <>
      <ModalsProvider />
      <MantineThemeProvider theme={named}>
        <Notifications autoClose={TOAST_AUTO_HIDE_MS} position="top-center" />
      </MantineThemeProvider>
    </>
  );
}
