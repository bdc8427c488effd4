export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message as the mail adapters send it, whatever the provider. */
export interface OutgoingMail {
  from: { name?: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** BCP 47 language of the content, written as Content-Language */
  language?: string;
  attachments?: MailAttachment[];
  /** our Message-ID, e.g. `<uuid@driving-school.local>` */
  messageId: string;
}

export type MailFailureKind = 'auth' | 'connection' | 'rejected' | 'timeout' | 'no_sent_folder';

export class MailDeliveryError extends Error {
  /**
   * @param notAccepted true when the server surely did not take the message (refused connection
   * or login, an error answer before the end of the data), so sending it again cannot make a
   * duplicate; false when the outcome is unknown (connection lost after the data went out).
   */
  constructor(
    readonly kind: MailFailureKind,
    message: string,
    readonly notAccepted: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
