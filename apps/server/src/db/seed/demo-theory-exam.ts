import { eq } from 'drizzle-orm';
import { THEORY_DEMO_ACCOUNTS } from '../../integrations/theory-exam/theory-exam-simulator';
import type { Secrets } from '../../lib/secrets';
import type { Db } from '../client';
import { theoryServiceAccounts, users } from '../schema';

/**
 * The demo learners' accounts at the theory-exam service: the simulator's fixed accounts
 * (THEORY_DEMO_ACCOUNTS), sealed with the server key, so student@demo.ch starts training at once.
 * Not written without the key (tests, a server without simulators).
 */
export async function seedDemoTheoryAccounts(db: Db, secrets: Secrets | undefined): Promise<void> {
  if (!secrets) return;
  for (const { username, password } of THEORY_DEMO_ACCOUNTS) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, username));
    if (!user) continue;
    await db
      .insert(theoryServiceAccounts)
      .values({ userId: user.id, username, passwordSealed: secrets.encrypt(password), verifiedAt: new Date() })
      .onConflictDoNothing();
  }
}
