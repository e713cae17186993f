import type { Actor } from '../../../lib/actor';
import { addressKey } from '../../../lib/client-address';
import type { ActivityService } from '../../activity-logs';
import type { UserDirectory } from '../../users';
import type { LocalAccount, LocalAccountsRepository } from './local-accounts.repository';
import { hashSetupToken } from './operator-accounts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import {
  ACCOUNT_BACKOFF,
  AttemptWindow,
  FailureThrottle,
  IP_BACKOFF,
  REGISTRATIONS_PER_ADDRESS,
  SIGN_INS_PER_ADDRESS,
} from './sign-in-throttle';
import type { SecondFactorChallenges, TotpVerifier } from './totp';

export type SignInOutcome =
  | { kind: 'signed-in'; account: LocalAccount; amr: string[] }
  | { kind: 'second-factor'; challenge: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Too many attempts from this address, whatever their outcome. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The second-factor step outlived its challenge: start the sign-in again. */
  | { kind: 'expired' };

export type RegisterOutcome =
  | { kind: 'registered'; account: LocalAccount }
  | { kind: 'refused' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Too many registrations from this address. */
  | { kind: 'limited'; retryAfterSeconds: number };

export interface LocalAccountsDeps {
  accounts: LocalAccountsRepository;
  users: Pick<UserDirectory, 'byUid'>;
  activity: ActivityService;
  totp: TotpVerifier;
  challenges: SecondFactorChallenges;
  /** Ends the sessions of the app user whose password a one-time link just set. */
  endSessions?: (userId: string, actor: Actor) => Promise<void>;
  /** Registrations per client address per hour (REGISTRATIONS_PER_ADDRESS.max by default). */
  registrationsPerAddress?: number;
  now?: () => number;
}

/**
 * Local accounts of the embedded identity provider: registration, password sign-in and the TOTP
 * second factor. Answers never tell whether an email exists: unknown emails cost the same scrypt
 * work and back off on the same schedule as real accounts.
 */
export class LocalAccountsService {
  private readonly ipFailures: FailureThrottle;
  /**
   * Failed sign-ins per (email, source address): a stranger's failures lock only the stranger
   * out, never the account's owner signing in from elsewhere. Unknown emails are counted the same
   * way, so answers never tell whether an email exists.
   */
  private readonly signInFailures: FailureThrottle;
  /** Registrations refused for an email (taken), per email: one address cannot be probed. */
  private readonly registerEmailFailures: FailureThrottle;
  private readonly registrations: AttemptWindow;
  private readonly signIns: AttemptWindow;
  private readonly now: () => number;

  constructor(private readonly deps: LocalAccountsDeps) {
    this.now = deps.now ?? Date.now;
    this.ipFailures = new FailureThrottle(IP_BACKOFF, this.now);
    this.signInFailures = new FailureThrottle(ACCOUNT_BACKOFF, this.now);
    this.registerEmailFailures = new FailureThrottle(ACCOUNT_BACKOFF, this.now);
    this.registrations = new AttemptWindow(
      {
        ...REGISTRATIONS_PER_ADDRESS,
        max: deps.registrationsPerAddress ?? REGISTRATIONS_PER_ADDRESS.max,
      },
      this.now,
    );
    this.signIns = new AttemptWindow(SIGN_INS_PER_ADDRESS, this.now);
  }

  findById(id: string): Promise<LocalAccount | undefined> {
    return this.deps.accounts.findById(id);
  }

  /** The account a CLI set-password link opens, while the link is unused and fresh. */
  async findBySetupLink(token: string): Promise<LocalAccount | undefined> {
    if (!token || token.length > 128) return undefined;
    return this.deps.accounts.findBySetupToken(hashSetupToken(token), new Date(this.now()));
  }

  /** Sets the password through a one-time link (CLI, or an admin's reset), which then stops working; undefined if it already had. */
  async setPasswordWithLink(
    token: string,
    password: string,
    actor: Actor,
  ): Promise<LocalAccount | undefined> {
    // The link is checked before scrypt runs, so made-up links cost nothing.
    if (!(await this.findBySetupLink(token))) return undefined;
    const account = await this.deps.accounts.setPasswordWithToken(
      hashSetupToken(token),
      await hashPassword(password),
      new Date(this.now()),
    );
    if (account) {
      const user = await this.deps.users.byUid(account.id);
      await this.deps.activity.record({
        scope: 'user',
        action: 'idp.password_set',
        entityType: 'local_account',
        entityId: account.id,
        details: { email: account.email, via: 'cli_link' },
        actor: { ...actor, user: user ? { id: user.id, email: user.email } : null },
      });
      // Whoever knew the old password (and any device left signed in) is signed out.
      if (user) await this.deps.endSessions?.(user.id, actor);
    }
    return account;
  }

  async register(
    input: { email: string; displayName: string; password: string },
    actor: Actor,
  ): Promise<RegisterOutcome> {
    const email = input.email.trim().toLowerCase();
    const wait = Math.max(
      this.ipFailures.retryAfter(addressOf(actor)),
      this.registerEmailFailures.retryAfter(email),
    );
    if (wait > 0) return { kind: 'locked', retryAfterSeconds: wait };
    const windowWait = this.registrations.take(addressOf(actor));
    if (windowWait > 0) {
      await this.record(actor, 'system', 'idp.register_failed', null, {
        email,
        reason: 'limited',
      });
      return { kind: 'limited', retryAfterSeconds: windowWait };
    }
    const passwordHash = await hashPassword(input.password);
    const account = await this.deps.accounts.insert({
      email,
      displayName: input.displayName.trim(),
      passwordHash,
    });
    if (!account) {
      this.ipFailures.fail(addressOf(actor));
      this.registerEmailFailures.fail(email);
      await this.record(actor, 'system', 'idp.register_failed', null, { email, reason: 'taken' });
      return { kind: 'refused' };
    }
    await this.record(actor, 'user', 'idp.register', account, { email });
    return { kind: 'registered', account };
  }

  async signIn(
    input: { email: string; password: string },
    interactionUid: string,
    actor: Actor,
  ): Promise<SignInOutcome> {
    const email = input.email.trim().toLowerCase();
    const windowWait = this.signIns.take(addressOf(actor));
    if (windowWait > 0) return { kind: 'limited', retryAfterSeconds: windowWait };
    const account = await this.deps.accounts.findByEmail(email);
    const wait = this.waitFor(email, addressOf(actor));
    if (wait > 0) {
      await this.record(actor, 'system', 'idp.sign_in_failed', account, {
        email,
        reason: 'locked',
      });
      return { kind: 'locked', retryAfterSeconds: wait };
    }
    const valid = await verifyPassword(
      input.password,
      account?.passwordHash ?? (await dummyPasswordHash()),
    );
    if (!account || !valid) {
      await this.fail(account, email, actor, account ? 'password' : 'unknown_email');
      return { kind: 'invalid' };
    }
    if (account.totpEnabled && account.totpSecret) {
      return {
        kind: 'second-factor',
        challenge: this.deps.challenges.issue(account.id, interactionUid),
      };
    }
    return this.succeed(account, ['pwd'], actor);
  }

  async verifySecondFactor(
    input: { challenge: string; code: string },
    interactionUid: string,
    actor: Actor,
  ): Promise<SignInOutcome> {
    const accountId = this.deps.challenges.open(input.challenge, interactionUid);
    const account = accountId ? await this.deps.accounts.findById(accountId) : undefined;
    if (!account?.totpEnabled || !account.totpSecret) return { kind: 'expired' };
    const wait = this.waitFor(account.email, addressOf(actor));
    if (wait > 0) {
      await this.record(actor, 'system', 'idp.sign_in_failed', account, {
        email: account.email,
        reason: 'locked',
      });
      return { kind: 'locked', retryAfterSeconds: wait };
    }
    if (!(await this.deps.totp.verify(account.id, account.totpSecret, input.code))) {
      await this.fail(account, account.email, actor, 'totp');
      return { kind: 'invalid' };
    }
    return this.succeed(account, ['pwd', 'otp'], actor);
  }

  /**
   * Seconds before this email (known or not) may be tried again from this address, or this
   * address may try at all. Nothing is counted per account alone: there is no account-wide lock a
   * stranger could set off (guessing from many addresses is bounded by each address's own
   * failures, its attempts per window, and the IPv6 /64 counted as one address).
   */
  private waitFor(email: string, ip: string): number {
    return Math.max(
      0,
      this.signInFailures.retryAfter(failureKey(email, ip)),
      this.ipFailures.retryAfter(ip),
    );
  }

  private async fail(
    account: LocalAccount | undefined,
    email: string,
    actor: Actor,
    reason: 'password' | 'unknown_email' | 'totp',
  ): Promise<void> {
    this.ipFailures.fail(addressOf(actor));
    this.signInFailures.fail(failureKey(email, addressOf(actor)));
    // Counted on the account for its owner and admins to see, never a lock.
    if (account) await this.deps.accounts.recordFailure(account.id, new Date(this.now()));
    await this.record(actor, 'system', 'idp.sign_in_failed', account, { email, reason });
  }

  private async succeed(
    account: LocalAccount,
    amr: string[],
    actor: Actor,
  ): Promise<SignInOutcome> {
    this.signInFailures.reset(failureKey(account.email, addressOf(actor)));
    if (account.failedAttempts > 0 || account.lockedUntil) {
      await this.deps.accounts.resetFailures(account.id);
    }
    await this.record(actor, 'user', 'idp.sign_in', account, {
      email: account.email,
      method: amr.join('+'),
    });
    return { kind: 'signed-in', account, amr };
  }

  /** The actor is the app user this account signs in as, once the app has seen it. */
  private async record(
    actor: Actor,
    scope: 'user' | 'system',
    action: string,
    account: LocalAccount | null | undefined,
    details: Record<string, unknown>,
  ): Promise<void> {
    const user = account && scope === 'user' ? await this.deps.users.byUid(account.id) : undefined;
    await this.deps.activity.record({
      scope,
      action,
      entityType: 'local_account',
      entityId: account?.id ?? null,
      details,
      actor: { ...actor, user: user ? { id: user.id, email: user.email } : null },
    });
  }
}

/**
 * The address failures are counted against (an IPv6 address by its /64, which one subscriber
 * holds whole); the system (no address) shares one bucket.
 */
const addressOf = (actor: Actor): string => (actor.ip ? addressKey(actor.ip) : 'system');
/** One (email, source address) pair's failures. */
const failureKey = (email: string, address: string) => `${email}\u0000${address}`;
