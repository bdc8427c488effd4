import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { FIELD_NAMES_NAMESPACE, translateApiError } from '../lib/api-errors';

type Box = (message: string) => ReactNode;

/** A failed call's translated message, or nothing. */
export function ErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  const box: Box = (message) => (
    <Alert data-testid="error-alert" color="red" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
      {children}
    </Alert>
  );
  if (!(error instanceof ApiError)) return box(t('errors:codes.internal'));
  if (error.code !== 'validation') return box(translateApiError(error, t));
  // The field names come with the first refusal; until then the alert says "some information is not valid".
  return (
    <Suspense fallback={box(t('errors:validationUnnamed'))}>
      <NamedRefusal error={error} box={box} />
    </Suspense>
  );
}

function NamedRefusal({ error, box }: { error: ApiError; box: Box }) {
  const { t } = useTranslation(['common', FIELD_NAMES_NAMESPACE]);
  return box(translateApiError(error, t));
}
