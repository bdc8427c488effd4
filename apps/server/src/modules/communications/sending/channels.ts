import nodemailer from 'nodemailer';
import type { Config } from '../../../config';
import type { GraphEndpoints } from '../../../integrations/mail/graph-mail';
import type { SmtpEnvelope } from '../../../integrations/mail/smtp-account';
import { createAspsmsProvider } from '../../../integrations/sms/aspsms-client';
import type { SmsProvider } from '../../../integrations/sms/sms-provider';

/**
 * The product's own ways out, read once from the configuration: its SMTP server (none: the
 * local outbox, development and tests), its SMS gateway account (none: the local outbox), where
 * monitors' own ASPSMS accounts are reached, and the Microsoft application monitors consent to.
 */
export interface Channels {
  productMail: { from: string; send(envelope: SmtpEnvelope, raw: Buffer): Promise<void> } | null;
  productFrom: string;
  productSms: SmsProvider | null;
  productSmsOriginator: string;
  aspsmsUrl: string;
  microsoft: GraphEndpoints | null;
  publicUrl: string;
}

export function channelsFromConfig(config: Config): Channels {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    productMail: transport
      ? {
          from: config.MAIL_FROM,
          send: async (envelope, raw) => {
            await transport.sendMail({ envelope: { ...envelope }, raw });
          },
        }
      : null,
    productFrom: config.MAIL_FROM,
    productSms:
      config.SMS_PROVIDER === 'aspsms' && config.ASPSMS_USER_KEY && config.ASPSMS_PASSWORD
        ? createAspsmsProvider({
            baseUrl: config.ASPSMS_URL,
            userKey: config.ASPSMS_USER_KEY,
            password: config.ASPSMS_PASSWORD,
          })
        : null,
    productSmsOriginator: config.SMS_ORIGINATOR,
    aspsmsUrl: config.ASPSMS_URL,
    microsoft:
      config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET
        ? {
            loginBaseUrl: config.MICROSOFT_LOGIN_URL,
            graphBaseUrl: config.MICROSOFT_GRAPH_URL,
            tenant: config.MICROSOFT_TENANT,
            clientId: config.MICROSOFT_CLIENT_ID,
            clientSecret: config.MICROSOFT_CLIENT_SECRET,
            redirectUri: `${config.PUBLIC_URL}/api/communication-settings/microsoft/callback`,
          }
        : null,
    publicUrl: config.PUBLIC_URL,
  };
}
