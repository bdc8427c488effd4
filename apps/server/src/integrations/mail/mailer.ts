import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { insertOutboxMessage, setOutboxStatus } from '../outbox/outbox.repo';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The student the message concerns, so his sheet lists it among his communications. */
  studentId?: string;
  /** The user who caused the message (a monitor transferring a student, sending credentials…). */
  senderId?: string;
}

export interface Mailer {
  /** Records the message in the outbox and delivers it when an SMTP server is configured. */
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message the application sends is automated: `Auto-Submitted: auto-generated`
 * (RFC 3834) tells mail servers and out-of-office responders not to answer it.
 */
const AUTOMATED_MAIL_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox alone (development, tests). */
export function createMailer(options: { db: Db; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send({ to, subject, text, studentId, senderId }) {
      const id = await insertOutboxMessage(options.db, {
        channel: 'email',
        recipient: to,
        subject,
        body: text,
        studentId,
        senderId,
        status: transport ? 'pending' : 'local',
      });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, to, subject, text, headers: AUTOMATED_MAIL_HEADERS });
        await setOutboxStatus(options.db, id, 'sent');
      } catch (error) {
        options.log.error({ err: error, outboxId: id }, 'e-mail not delivered');
        await setOutboxStatus(options.db, id, 'failed');
      }
    },
  };
}
