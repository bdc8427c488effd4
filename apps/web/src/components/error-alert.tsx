import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { translateApiError } from '../lib/api-errors';

/** A failed call's translated message, or nothing. */
export function ErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error instanceof ApiError ? translateApiError(error, t) : t('errors:codes.internal');
  return (
    <Alert data-testid="error-alert" color="red" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
      {children}
    </Alert>
  );
}
