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
  /** Files it carries (an invoice), made when it is delivered. */
  attachments?: MailAttachmentRef[];
}

/** A file a mail carries, named by the maker that draws it (`kind`) and the record it is drawn from. */
export interface MailAttachmentRef {
  kind: string;
  id: string;
}

/**
 * Draws an attachment from its record when the mail is delivered (an invoice's PDF from its
 * order), so the request that called for the mail never waits for it. The app composes the
 * makers of every area by kind; the delivery fails the mail when one cannot draw its file.
 */
export type MailAttachmentMaker = (db: Db, id: string) => Promise<MailAttachment>;
export type MailAttachmentMakers = Readonly<Record<string, MailAttachmentMaker>>;

export interface Mailer {
  /** Queues the mail; given a transaction, in it (the mail exists if and only if the change commits). */
  send(message: MailMessage, db?: Db): Promise<void>;
}

export interface SmsGateway {
  /** Queues the SMS; given a transaction, in it, like a mail. */
  send(to: string, text: string, db?: Db): Promise<void>;
}
