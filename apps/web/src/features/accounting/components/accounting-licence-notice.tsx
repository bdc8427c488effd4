import { useTranslation } from 'react-i18next';
import { LicenceNotice } from '@/components/licence-notice';

/** Which licence a part of accounting needs (issue 26 §4), and the way to it. */
export function AccountingLicenceNotice({ licence }: { licence: 'finance' | 'statistics' }) {
  const { t } = useTranslation('accounting');
  return (
    <LicenceNotice
      title={t(`licence.${licence}.title`)}
      text={t(`licence.${licence}.text`)}
      subscribe={t(`licence.${licence}.subscribe`)}
      askSchool={t('licence.askSchool')}
      testId={`licence-notice-${licence}`}
    />
  );
}
