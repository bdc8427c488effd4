import { refreshGraphToken, sendByGraph } from '../../../integrations/mail/graph-mail';
import { appendToSent, type ImapAccount } from '../../../integrations/mail/imap-sent';
import { MailDeliveryError, type OutgoingMail } from '../../../integrations/mail/mail-message';
import { composeMime } from '../../../integrations/mail/mime';
import { smtpSender } from '../../../integrations/mail/smtp-account';
import { createAspsmsProvider } from '../../../integrations/sms/aspsms-client';
import type { SmsProvider } from '../../../integrations/sms/sms-provider';
import { isPublicHost } from '../../../lib/network-guard';
import type { Channels } from './channels';
import type { SenderAccounts } from './sender-accounts';

/** Where a mail goes out: its `via` for the log, the sending, and the end of a batch. */
export interface MailWay {
  via: 'product' | 'local' | 'smtp' | 'microsoft';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** Where an SMS goes out; `charged` when it is paid with the school's credits. */
export interface SmsWay {
  via: 'product' | 'local' | 'aspsms';
  provider: SmsProvider | null;
  originator: string;
  charged: boolean;
}

const envelopeOf = (mail: OutgoingMail) => ({ from: mail.from.address, to: mail.to });

/**
 * A monitor's own mail server must be on the internet, never this machine or its network (SSRF):
 * checked when it is used, since a name can point elsewhere tomorrow.
 */
export async function assertReachableServer(host: string, channels: Channels): Promise<void> {
  if (channels.privateMailServers || (await isPublicHost(host))) return;
  throw new MailDeliveryError('connection', `${host} is on a private network`, true);
}

/**
 * The way out of a monitor's mails: his SMTP account (a copy filed in his IMAP Sent folder when
 * he gave one), his Microsoft account, or the product's (the local outbox without SMTP_URL).
 */
export function mailWayOf(
  accounts: SenderAccounts,
  channels: Channels,
  /** Microsoft hands a new refresh token with each access token: the next sending needs the newest. */
  keepRefreshToken: (holderId: string, refreshToken: string) => Promise<void>,
): MailWay {
  const { mail } = accounts;
  if (mail.kind === 'smtp') {
    const sender = smtpSender(mail.smtp);
    const checked = assertReachableServer(mail.smtp.host, channels);
    const copies = mail.imap ? assertReachableServer(mail.imap.host, channels) : null;
    // Awaited at the first mail; marked handled now so a refusal never goes unhandled meanwhile.
    for (const check of [checked, copies]) check?.catch(() => {});
    return {
      via: 'smtp',
      async send(message) {
        await checked;
        const raw = await composeMime(message);
        await sender.send(envelopeOf(message), raw);
        // The copy is a courtesy to the monitor's mailbox: the mail itself has left.
        if (mail.imap && copies) await copies.then(() => appendToSent(mail.imap as ImapAccount, raw)).catch(() => {});
      },
      close: () => sender.close(),
    };
  }
  if (mail.kind === 'microsoft' && channels.microsoft) {
    const endpoints = channels.microsoft;
    let accessToken: Promise<string> | null = null;
    return {
      via: 'microsoft',
      async send(message) {
        accessToken ??= refreshGraphToken(endpoints, mail.refreshToken).then(async (tokens) => {
          if (tokens.refreshToken !== mail.refreshToken) await keepRefreshToken(mail.holderId, tokens.refreshToken);
          return tokens.accessToken;
        });
        await sendByGraph(endpoints, await accessToken, message);
      },
      close: async () => {},
    };
  }
  const product = channels.productMail;
  return {
    via: product ? 'product' : 'local',
    async send(message) {
      if (product) await product.send(envelopeOf(message), await composeMime(message));
    },
    close: async () => {},
  };
}

export function smsWayOf(accounts: SenderAccounts, channels: Channels): SmsWay {
  const { sms } = accounts;
  if (sms.kind === 'aspsms') {
    return {
      via: 'aspsms',
      provider: createAspsmsProvider({ baseUrl: channels.aspsmsUrl, userKey: sms.userKey, password: sms.password }),
      originator: sms.originator,
      charged: false,
    };
  }
  return {
    via: channels.productSms ? 'product' : 'local',
    provider: channels.productSms,
    originator: channels.productSmsOriginator,
    charged: true,
  };
}
