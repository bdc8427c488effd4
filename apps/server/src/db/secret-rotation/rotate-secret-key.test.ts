import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secrets } from '../../lib/secrets';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { rotateSecretKey } from './rotate-secret-key';
import { SEALED_COLUMNS } from './sealed-columns';

describe('rotating the server key', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(() => t.dispose());

  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await t.database.executeSql(text, values)).rows as T[];

  it('knows every sealed column of the schema', async () => {
    const found = await rows<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND (column_name LIKE '%\\_sealed' OR column_name = 'totp_secret')`,
    );
    const key = (table: string, column: string) => `${table}.${column}`;
    expect(found.map((row) => key(row.table_name, row.column_name)).sort()).toEqual(
      SEALED_COLUMNS.map((entry) => key(entry.table, entry.column)).sort(),
    );
  });

  it('opens secrets of the previous key while they are sealed again, then with the new key alone', async () => {
    const old = new Secrets(oldKey);
    await t.database.executeSql(`UPDATE users SET totp_secret = $1 WHERE email = 'head@demo.ch'`, [
      old.encrypt('JBSWY3DPEHPK3PXP'),
    ]);
    await t.database.executeSql(`UPDATE users SET totp_secret = $1 WHERE email = 'fre@demo.ch'`, [
      new Secrets(newKey).encrypt('KRSXG5CTMVRXEZLU'),
    ]);
    await t.database.executeSql(
      `UPDATE calendars SET caldav_password_sealed = $1 WHERE id = (SELECT id FROM calendars ORDER BY id LIMIT 1)`,
      [old.encrypt('caldav pass')],
    );
    // Servers restarted with both keys open the old secrets before the rotation.
    const rotating = new Secrets(newKey, [oldKey]);
    const [head] = await rows<{ totp_secret: string }>(`SELECT totp_secret FROM users WHERE email = 'head@demo.ch'`);
    expect(rotating.decrypt(head?.totp_secret ?? '')).toBe('JBSWY3DPEHPK3PXP');

    const report = await rotateSecretKey(t.database, rotating);
    expect(report).toMatchObject({ resealed: 2, unreadable: [] });
    expect(report.current).toBeGreaterThanOrEqual(1);

    const alone = new Secrets(newKey);
    const sealed = await rows<{ email: string; totp_secret: string }>(
      `SELECT email, totp_secret FROM users WHERE email IN ('head@demo.ch', 'fre@demo.ch') ORDER BY email`,
    );
    expect(sealed.map((row) => alone.decrypt(row.totp_secret))).toEqual(['KRSXG5CTMVRXEZLU', 'JBSWY3DPEHPK3PXP']);
    const [calendar] = await rows<{ sealed: string }>(
      'SELECT caldav_password_sealed AS sealed FROM calendars WHERE caldav_password_sealed IS NOT NULL',
    );
    expect(alone.decrypt(calendar?.sealed ?? '')).toBe('caldav pass');
    expect(() => new Secrets(randomBytes(32)).decrypt(calendar?.sealed ?? '')).toThrow('unreadable sealed secret');
    // A second run finds nothing left to do.
    expect((await rotateSecretKey(t.database, rotating)).resealed).toBe(0);
  });

  it('leaves a secret that opens with neither key as it is, and says where', async () => {
    const stranger = new Secrets(randomBytes(32)).encrypt('lost');
    await t.database.executeSql(`UPDATE users SET totp_secret = $1 WHERE email = 'monitor@demo.ch'`, [stranger]);
    const report = await rotateSecretKey(t.database, new Secrets(newKey, [oldKey]));
    expect(report.unreadable).toEqual([{ table: 'users', column: 'totp_secret', count: 1 }]);
    expect(await rows(`SELECT totp_secret FROM users WHERE email = 'monitor@demo.ch'`)).toEqual([
      { totp_secret: stranger },
    ]);
  });
});
