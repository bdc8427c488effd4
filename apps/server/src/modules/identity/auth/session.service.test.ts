import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licences, sessions } from '../../../db/schema';
import { tokenFor } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app';
import { findUserByEmail } from './auth.repo';
import { resolveSession, SESSION_IDLE_MS } from './session.service';

describe('session resolution (one statement: session, user and active licences)', () => {
  const t = useTestApp();

  it('answers the user with the modules of his licences active now, read again on every request', async () => {
    const db = t().database.db;
    const token = await tokenFor(t().app, 'head@demo.ch');
    const head = await findUserByEmail(db, 'head@demo.ch');
    const actor = await resolveSession(db, token);
    expect(actor).toMatchObject({
      userId: head?.id,
      username: 'head@demo.ch',
      roles: ['monitor'],
      schoolHead: true,
      licences: { admin: true, didactic: true, finance: true, statistics: true },
      twoFactorSetupRequired: false,
    });
    await db
      .update(licences)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(licences.userId, head?.id ?? ''));
    expect((await resolveSession(db, token))?.licences).toEqual({
      admin: false,
      didactic: false,
      finance: false,
      statistics: false,
    });
  });

  it('requires an administrator without two-factor sign-in to enrol it', async () => {
    const actor = await resolveSession(t().database.db, await tokenFor(t().app, 'admin@demo.ch'));
    expect(actor).toMatchObject({ roles: ['admin'], twoFactorSetupRequired: true });
  });

  it('ends a session idle for longer than four hours, and knows no unknown or revoked token', async () => {
    const db = t().database.db;
    const token = await tokenFor(t().app, 'monitor@demo.ch');
    const later = new Date(Date.now() + SESSION_IDLE_MS + 60_000);
    expect(await resolveSession(db, token, later)).toBeNull();
    expect(await resolveSession(db, token)).toBeNull();
    expect(await resolveSession(db, 'not-a-token')).toBeNull();

    const other = await tokenFor(t().app, 'monitor@demo.ch');
    const actor = await resolveSession(db, other);
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, actor?.sessionId ?? ''));
    expect(await resolveSession(db, other)).toBeNull();
  });
});
