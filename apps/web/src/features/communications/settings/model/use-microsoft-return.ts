import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMicrosoftConsent } from '../api/communication-settings-api';

/**
 * Back from Microsoft's consent page at /comm-settings with its answer (`code` and `state`, or
 * `error` when the user declined): hands it on once, says how it went, and takes the answer out
 * of the address so a reload does not use it again.
 */
export function useMicrosoftReturn() {
  const { t } = useTranslation('communications-settings');
  const [params, setParams] = useSearchParams();
  const consent = useMicrosoftConsent();
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const declined = params.get('error');
  useEffect(() => {
    if (handled.current || !state || (!code && !declined)) return;
    handled.current = true;
    const failed = () => notifications.show({ color: 'red', message: t('errors:codes.microsoft_consent_failed') });
    if (code) {
      consent.mutate(
        { code, state },
        {
          onSuccess: () => notifications.show({ color: 'green', message: t('microsoft.connectedNotice') }),
          onError: failed,
        },
      );
    } else failed();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['code', 'state', 'error', 'error_description', 'session_state']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [code, state, declined, consent, setParams, t]);
}
