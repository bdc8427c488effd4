import { toRole } from '@ds/domain';
import type { Db } from '../../../db/client';
import { insertUser } from './account-tokens.repo';
import { findUserByEmail, findUserById, type UserRow } from './auth.repo';

/** A user account as other areas see it: the row of `users`. */
export type User = UserRow;

/** What other areas may ask about user accounts, without reaching into this area's repositories. */
export const getUser = (db: Db, id: string): Promise<User | undefined> => findUserById(db, id);

/** The language a user reads the product in (server texts, exports); undefined for an unknown id. */
export const getUserLanguage = async (db: Db, id: string): Promise<string | undefined> =>
  (await findUserById(db, id))?.language;

export const getUserByEmail = (db: Db, email: string): Promise<User | undefined> => findUserByEmail(db, email);

export const createUser = (db: Db, values: Parameters<typeof insertUser>[1]): Promise<User> => insertUser(db, values);

/**
 * Someone who works at the school (an instructor or an employee; a learner is not), or undefined:
 * whom a calendar can be shared with.
 */
export async function getSchoolColleague(db: Db, schoolId: string, userId: string): Promise<User | undefined> {
  const user = await findUserById(db, userId);
  const works = user && ['monitor', 'fre', 'employee'].includes(toRole(user.role));
  return works && user.schoolId === schoolId ? user : undefined;
}
