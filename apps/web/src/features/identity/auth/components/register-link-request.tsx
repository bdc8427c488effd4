import { useTranslation } from 'react-i18next';
import { EmailLinkRequest } from './email-link-request';

/** A new confirmation link for an account whose link expired. */
export function RegisterLinkRequest() {
  const { t } = useTranslation('identity-auth');
  return (
    <EmailLinkRequest
      endpoint="/auth/register/resend"
      submitLabel={t('register.resend')}
      sentText={(email) => t('register.resent', { email })}
      sentTestId="register-link-sent"
    />
  );
}
