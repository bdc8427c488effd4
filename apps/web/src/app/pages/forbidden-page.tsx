import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

export function ForbiddenPage() {
  const { t } = useTranslation('pages');
  return <StatusPage testId="forbidden" code="403" title={t('forbiddenTitle')} text={t('forbiddenText')} />;
}
