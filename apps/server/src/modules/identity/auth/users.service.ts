import type { Db } from '../../../db/client';
import { insertUser } from './account-tokens.repo';
import { findUserByEmail, findUserById, type UserRow } from './auth.repo';

/** A user account as other areas see it: the row of `users`. */
export type User = UserRow;

/** What other areas may ask about user accounts, without reaching into this area's repositories. */
export const getUser = (db: Db, id: string): Promise<User | undefined> => findUserById(db, id);

export const getUserByEmail = (db: Db, email: string): Promise<User | undefined> => findUserByEmail(db, email);

export const createUser = (db: Db, values: Parameters<typeof insertUser>[1]): Promise<User> => insertUser(db, values);
