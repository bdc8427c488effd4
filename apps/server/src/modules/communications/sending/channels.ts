import nodemailer from 'nodemailer';
import type { Config } from '../../../config';
import type { GraphEndpoints } from '../../../integrations/mail/graph-mail';
import { MailDeliveryError } from '../../../integrations/mail/mail-message';
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
  /** Whether monitors' own mail servers may be private addresses (development, tests); never in production. */
  privateMailServers: boolean;
}

/**
 * A failure of the product's SMTP server in the adapters' words (nodemailer's transport has its
 * own), so the delivery retries what the server surely did not take and settles the rest.
 */
function productMailError(error: unknown): MailDeliveryError {
  const { code, responseCode, syscall, message } = error as {
    code?: string;
    responseCode?: number;
    syscall?: string;
    message?: string;
  };
  const text = message ?? String(error);
  if (code === 'EAUTH' || code === 'ENOAUTH') return new MailDeliveryError('auth', text, true);
  // An answer of the server, even to the end of the data: it did not take the message.
  if (responseCode !== undefined) {
    return new MailDeliveryError(responseCode >= 500 ? 'rejected' : 'connection', text, true);
  }
  if (syscall === 'connect' || code === 'EDNS') return new MailDeliveryError('connection', text, true);
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return new MailDeliveryError('rejected', text, true);
  // The connection ended without an answer: the message may have gone.
  return new MailDeliveryError(code === 'ETIMEDOUT' ? 'timeout' : 'connection', text, false);
}

export function channelsFromConfig(config: Config): Channels {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  return {
    productMail: transport
      ? {
          from: config.MAIL_FROM,
          send: async (envelope, raw) => {
            try {
              await transport.sendMail({ envelope: { ...envelope }, raw });
            } catch (error) {
              throw productMailError(error);
            }
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
            redirectUri: `${config.PUBLIC_URL}/comm-settings`,
          }
        : null,
    publicUrl: config.PUBLIC_URL,
    privateMailServers: config.MAIL_SERVERS_PRIVATE_NETWORKS,
  };
}
