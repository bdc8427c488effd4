import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  return <StatusPage testId="not-found" code="404" title={t('notFoundTitle')} text={t('notFoundText')} />;
}
