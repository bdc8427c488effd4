import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * Back from Microsoft's consent page (`/comm-settings?microsoft=connected` or `=failed`): says how
 * it went, once, and takes the word out of the address so a reload does not say it again.
 */
export function useMicrosoftReturn() {
  const { t } = useTranslation('communications-settings');
  const [params, setParams] = useSearchParams();
  const outcome = params.get('microsoft');
  useEffect(() => {
    if (outcome !== 'connected' && outcome !== 'failed') return;
    notifications.show(
      outcome === 'connected'
        ? { color: 'green', message: t('microsoft.connectedNotice') }
        : { color: 'red', message: t('errors:codes.microsoft_consent_failed') },
    );
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('microsoft');
        return next;
      },
      { replace: true },
    );
  }, [outcome, setParams, t]);
}
