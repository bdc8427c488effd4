import type { Deps } from '../../../kernel/deps';
import type { Mailer, SmsGateway } from '../../../kernel/messaging';
import { getUser } from '../../identity';
import { insertAttachments } from './messages.repo';
import { DELIVER, queueMessages } from './queue-messages';

/**
 * The product's own mails and SMS for every area (kernel/messaging.ts): a sign-up link, a reset
 * code, an invitation. Logged and delivered like any message; a user who caused one (a monitor
 * sending credentials) finds it in his log, sent through his accounts.
 */
export function createMessenger(deps: () => Pick<Deps, 'db' | 'jobs'>): { mailer: Mailer; sms: SmsGateway } {
  return {
    mailer: {
      async send({ to, subject, text, studentId, senderId, attachments = [] }, within) {
        const { jobs } = deps();
        const db = within ?? deps().db;
        const sender = senderId ? await getUser(db, senderId) : undefined;
        // The files are written with the message, before its delivery job can see it.
        await db.transaction(async (tx) => {
          const [id] = await queueMessages(jobs, tx, [
            {
              channel: 'email',
              kind: sender ? 'other' : 'account',
              recipient: to,
              subject,
              body: text,
              studentId,
              senderId: sender?.id,
              ownerId: sender?.id,
              schoolId: sender?.schoolId ?? null,
              status: 'planned',
            },
          ]);
          if (id) await insertAttachments(tx, id, attachments);
        });
        jobs.nudge(DELIVER);
      },
    },
    sms: {
      async send(to, text, within) {
        const { jobs } = deps();
        const db = within ?? deps().db;
        await queueMessages(jobs, db, [
          { channel: 'sms', kind: 'account', recipient: to, body: text, status: 'planned' },
        ]);
        jobs.nudge(DELIVER);
      },
    },
  };
}
