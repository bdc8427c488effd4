import type { Db } from '../db/client';
import type { MailAttachment } from '../integrations/mail/mail-message';

/**
 * How any area sends a mail or an SMS of the product's own (a reset link, an invitation): the
 * communications area implements it, writing the message to its log and outbox and handing it to
 * the delivery job, so a message is never lost and never sent twice.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The student the message concerns, so his sheet lists it among his communications. */
  studentId?: string;
  /** The user who caused the message (a monitor transferring a student, sending credentials…). */
  senderId?: string;
  /** Files sent with it (an invoice), kept with the message until it is delivered. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Queues the mail; given a transaction, in it (the mail exists if and only if the change commits). */
  send(message: MailMessage, db?: Db): Promise<void>;
}

export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}
