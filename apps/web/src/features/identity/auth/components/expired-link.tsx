import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Says plainly that an e-mailed link no longer works, why links end, and offers the way to a new one. */
export function ExpiredLink({ help, children }: { help: string; children: ReactNode }) {
  const { t } = useTranslation('identity-auth');
  return (
    <>
      <Alert data-testid="link-expired" color="orange" title={t('link.expired')} role="alert">
        {help}
      </Alert>
      {children}
    </>
  );
}
