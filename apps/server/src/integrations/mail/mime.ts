import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutgoingMail } from './mail-message';

/** The RFC 5322 message, as SMTP sends it and IMAP files it in the sent folder. */
export function composeMime(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from.name ? { name: mail.from.name, address: mail.from.address } : mail.from.address,
    replyTo: mail.replyTo,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    headers: {
      // RFC 3834: out-of-office replies and other auto-responders must not answer.
      'Auto-Submitted': 'auto-generated',
      ...(mail.language ? { 'Content-Language': mail.language } : {}),
    },
  })
    .compile()
    .build();
}
