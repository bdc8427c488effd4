import type { Mailer } from '../../../integrations/mail/mailer';
import type { SmsGateway } from '../../../integrations/sms/sms-gateway';
import type { AuthDeps } from './login.service';

/** What the sign-up and reset flows need beyond sign-in: mail, SMS and the public address for links. */
export interface AccountDeps extends AuthDeps {
  mailer: Mailer;
  sms: SmsGateway;
  publicUrl: string;
}
