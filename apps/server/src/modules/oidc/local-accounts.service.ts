import type { FastifyRequest } from 'fastify';
import type { ActivityService } from '../activity-logs/activity.service';
import type { UsersRepository } from '../users/users.repository';
import type { LocalAccount, LocalAccountsRepository } from './local-accounts.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { ACCOUNT_BACKOFF, backoffSeconds, FailureThrottle, IP_BACKOFF } from './sign-in-throttle';
import type { SecondFactorChallenges, TotpVerifier } from './totp';

export type SignInOutcome =
  | { kind: 'signed-in'; account: LocalAccount; amr: string[] }
  | { kind: 'second-factor'; challenge: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** The second-factor step outlived its challenge: start the sign-in again. */
  | { kind: 'expired' };

export type RegisterOutcome =
  | { kind: 'registered'; account: LocalAccount }
  | { kind: 'refused' }
  | { kind: 'locked'; retryAfterSeconds: number };

export interface LocalAccountsDeps {
  accounts: LocalAccountsRepository;
  users: UsersRepository;
  activity: ActivityService;
  totp: TotpVerifier;
  challenges: SecondFactorChallenges;
  now?: () => number;
}

/**
 * Local accounts of the embedded identity provider: registration, password sign-in and the TOTP
 * second factor. Answers never tell whether an email exists: unknown emails cost the same scrypt
 * work and back off on the same schedule as real accounts.
 */
export class LocalAccountsService {
  private readonly ipFailures: FailureThrottle;
  private readonly unknownEmailFailures: FailureThrottle;
  private readonly now: () => number;

  constructor(private readonly deps: LocalAccountsDeps) {
    this.now = deps.now ?? Date.now;
    this.ipFailures = new FailureThrottle(IP_BACKOFF, this.now);
    this.unknownEmailFailures = new FailureThrottle(ACCOUNT_BACKOFF, this.now);
  }

  findById(id: string): Promise<LocalAccount | undefined> {
    return this.deps.accounts.findById(id);
  }

  async register(
    input: { email: string; displayName: string; password: string },
    request: FastifyRequest,
  ): Promise<RegisterOutcome> {
    const email = input.email.trim().toLowerCase();
    const ipWait = this.ipFailures.retryAfter(request.ip);
    if (ipWait > 0) return { kind: 'locked', retryAfterSeconds: ipWait };
    const passwordHash = await hashPassword(input.password);
    const account = await this.deps.accounts.insert({
      email,
      displayName: input.displayName.trim(),
      passwordHash,
    });
    if (!account) {
      this.ipFailures.fail(request.ip);
      await this.record(request, 'system', 'idp.register_failed', null, { email, reason: 'taken' });
      return { kind: 'refused' };
    }
    await this.record(request, 'user', 'idp.register', account, { email });
    return { kind: 'registered', account };
  }

  async signIn(
    input: { email: string; password: string },
    interactionUid: string,
    request: FastifyRequest,
  ): Promise<SignInOutcome> {
    const email = input.email.trim().toLowerCase();
    const account = await this.deps.accounts.findByEmail(email);
    const wait = this.waitFor(account, email, request.ip);
    if (wait > 0) {
      await this.record(request, 'system', 'idp.sign_in_failed', account, {
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
      await this.fail(account, email, request, account ? 'password' : 'unknown_email');
      return { kind: 'invalid' };
    }
    if (account.totpEnabled && account.totpSecret) {
      return {
        kind: 'second-factor',
        challenge: this.deps.challenges.issue(account.id, interactionUid),
      };
    }
    return this.succeed(account, ['pwd'], request);
  }

  async verifySecondFactor(
    input: { challenge: string; code: string },
    interactionUid: string,
    request: FastifyRequest,
  ): Promise<SignInOutcome> {
    const accountId = this.deps.challenges.open(input.challenge, interactionUid);
    const account = accountId ? await this.deps.accounts.findById(accountId) : undefined;
    if (!account?.totpEnabled || !account.totpSecret) return { kind: 'expired' };
    const wait = this.waitFor(account, account.email, request.ip);
    if (wait > 0) {
      await this.record(request, 'system', 'idp.sign_in_failed', account, {
        email: account.email,
        reason: 'locked',
      });
      return { kind: 'locked', retryAfterSeconds: wait };
    }
    if (!(await this.deps.totp.verify(account.id, account.totpSecret, input.code))) {
      await this.fail(account, account.email, request, 'totp');
      return { kind: 'invalid' };
    }
    return this.succeed(account, ['pwd', 'otp'], request);
  }

  /** Seconds before this email (known or not) or address may try again. */
  private waitFor(account: LocalAccount | undefined, email: string, ip: string): number {
    const lockedFor = account?.lockedUntil
      ? Math.ceil((account.lockedUntil.getTime() - this.now()) / 1000)
      : this.unknownEmailFailures.retryAfter(email);
    return Math.max(0, lockedFor, this.ipFailures.retryAfter(ip));
  }

  private async fail(
    account: LocalAccount | undefined,
    email: string,
    request: FastifyRequest,
    reason: 'password' | 'unknown_email' | 'totp',
  ): Promise<void> {
    this.ipFailures.fail(request.ip);
    if (account) {
      const failures = await this.deps.accounts.recordFailure(account.id, new Date(this.now()));
      const wait = backoffSeconds(failures, ACCOUNT_BACKOFF);
      if (wait > 0)
        await this.deps.accounts.lockUntil(account.id, new Date(this.now() + wait * 1000));
    } else {
      this.unknownEmailFailures.fail(email);
    }
    await this.record(request, 'system', 'idp.sign_in_failed', account, { email, reason });
  }

  private async succeed(
    account: LocalAccount,
    amr: string[],
    request: FastifyRequest,
  ): Promise<SignInOutcome> {
    if (account.failedAttempts > 0 || account.lockedUntil) {
      await this.deps.accounts.resetFailures(account.id);
    }
    await this.record(request, 'user', 'idp.sign_in', account, {
      email: account.email,
      method: amr.join('+'),
    });
    return { kind: 'signed-in', account, amr };
  }

  /** The actor is the app user this account signs in as, once the app has seen it. */
  private async record(
    request: FastifyRequest,
    scope: 'user' | 'system',
    action: string,
    account: LocalAccount | null | undefined,
    details: Record<string, unknown>,
  ): Promise<void> {
    const user =
      account && scope === 'user' ? await this.deps.users.findByUid(account.id) : undefined;
    await this.deps.activity.record({
      scope,
      action,
      entityType: 'local_account',
      entityId: account?.id ?? null,
      details,
      actor: user ? { id: user.id, email: user.email } : null,
      request,
    });
  }
}
