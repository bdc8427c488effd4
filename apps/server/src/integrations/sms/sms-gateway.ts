import type { Db } from '../../db/client';
import { insertOutboxMessage } from '../outbox/outbox.repo';

export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}

/**
 * The local SMS simulator (SMS_PROVIDER=simulator): messages land in the outbox, where
 * development and tests read them. The provider client arrives with the communications feature.
 */
export function createSmsSimulator(db: Db): SmsGateway {
  return {
    async send(to, text) {
      await insertOutboxMessage(db, { channel: 'sms', recipient: to, body: text, status: 'local' });
    },
  };
}
