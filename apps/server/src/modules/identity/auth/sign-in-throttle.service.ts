import { setTimeout as sleep } from 'node:timers/promises';
import {
  decideSignIn,
  SIGN_IN_ATTEMPT_WINDOW_MS,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_KNOWN_ADDRESS_MS,
  type SignInLimits,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import { RateLimitedError } from '../../../lib/errors';
import type { Secrets } from '../../../lib/secrets';
import { bumpCounters, deleteCounters, pruneCounters, readCounters, setCounter } from './sign-in-throttle.repo';

/**
 * Who is signing in how. Each channel counts apart: wrong app passwords do not slow the
 * owner's password sign-in. `app_password` (CalDAV) authenticates every request of a phone's
 * sync, so only its failures are counted, not its attempts. `voucher` is the checkout's check of
 * a gift voucher's code, another bearer secret guessed the same way.
 */
export type SignInChannel = 'password' | 'autologin' | 'account_link' | 'app_password' | 'voucher';

export interface SignInAttempt {
  channel: SignInChannel;
  ip: string;
  /** The account named (an e-mail), when the attempt names one. */
  account?: string;
}

/** What `admit` read, so that a success writes only what changes. */
export interface AdmittedAttempt {
  attempt: SignInAttempt;
  accountIpFailures: number;
  knownAddressUntil: Date | null;
}

const PRUNE_EVERY_MS = 10 * 60_000;
/** A known address is written again once a day at most, not at every request of a phone's sync. */
const KNOWN_ADDRESS_REFRESH_MS = 24 * 60 * 60_000;

/**
 * Sign-in limits kept in the database (`sign_in_counters`), so any number of server processes
 * share them; the rules are `decideSignIn` of the domain package.
 */
export class SignInThrottle {
  private lastPrunedAt = 0;

  constructor(
    private readonly deps: {
      db: Db;
      secrets: Secrets;
      limits: SignInLimits;
      wait?: (ms: number) => Promise<unknown>;
    },
  ) {}

  /** Before the credentials are checked: 429 past a hard limit, else the account's delay. */
  async admit(attempt: SignInAttempt, now = new Date()): Promise<AdmittedAttempt> {
    const keys = this.keys(attempt);
    const attempts =
      attempt.channel === 'app_password'
        ? undefined
        : (await bumpCounters(this.deps.db, [{ key: keys.ipAttempts, windowMs: SIGN_IN_ATTEMPT_WINDOW_MS }], now)).get(
            keys.ipAttempts,
          );
    const read = await readCounters(
      this.deps.db,
      [keys.ipFailures, keys.accountIpFailures, keys.accountFailures, keys.knownAddress].filter(isKey),
      now,
    );
    const at = (key: string | undefined) => (key ? read.get(key) : undefined);
    const knownAddress = at(keys.knownAddress);
    const decision = decideSignIn(
      {
        ipAttempts: attempts,
        ipFailures: at(keys.ipFailures),
        accountIpFailures: at(keys.accountIpFailures),
        accountFailures: at(keys.accountFailures)?.count,
        knownAddress: knownAddress !== undefined,
      },
      this.deps.limits,
      now,
    );
    if (decision.refused) throw new RateLimitedError(decision.retryAfterSeconds);
    if (decision.delayMs > 0) await (this.deps.wait ?? sleep)(decision.delayMs);
    return {
      attempt,
      accountIpFailures: at(keys.accountIpFailures)?.count ?? 0,
      knownAddressUntil: knownAddress?.windowEndsAt ?? null,
    };
  }

  /** Wrong credentials: counted for the address, the account from it, and the account. */
  async failed(attempt: SignInAttempt, now = new Date()): Promise<void> {
    const keys = this.keys(attempt);
    const counters = [keys.ipFailures, keys.accountIpFailures, keys.accountFailures]
      .filter(isKey)
      .map((key) => ({ key, windowMs: SIGN_IN_FAILURE_WINDOW_MS }));
    await bumpCounters(this.deps.db, counters, now);
    if (now.getTime() - this.lastPrunedAt > PRUNE_EVERY_MS) {
      this.lastPrunedAt = now.getTime();
      await pruneCounters(this.deps.db, now);
    }
  }

  /** Right credentials: the address's failures on the account are forgotten and the address is known. */
  async succeeded(admitted: AdmittedAttempt, now = new Date()): Promise<void> {
    const keys = this.keys(admitted.attempt);
    if (keys.accountIpFailures && admitted.accountIpFailures > 0) {
      await deleteCounters(this.deps.db, [keys.accountIpFailures]);
    }
    const knownFor = (admitted.knownAddressUntil?.getTime() ?? 0) - now.getTime();
    if (keys.knownAddress && knownFor < SIGN_IN_KNOWN_ADDRESS_MS - KNOWN_ADDRESS_REFRESH_MS) {
      await setCounter(this.deps.db, keys.knownAddress, SIGN_IN_KNOWN_ADDRESS_MS, now);
    }
  }

  /** Counter keys: HMACs with the server key, so the table names no one. */
  private keys({ channel, ip, account }: SignInAttempt) {
    const name = account?.trim().toLowerCase();
    const key = (...parts: string[]) => this.deps.secrets.derive('sign-in-counter', channel, ...parts);
    return {
      ipAttempts: key('ip-attempts', ip),
      ipFailures: key('ip-failures', ip),
      accountIpFailures: name ? key('account-ip-failures', name, ip) : undefined,
      accountFailures: name ? key('account-failures', name) : undefined,
      knownAddress: name ? key('known-address', name, ip) : undefined,
    };
  }
}

function isKey(key: string | undefined): key is string {
  return key !== undefined;
}
