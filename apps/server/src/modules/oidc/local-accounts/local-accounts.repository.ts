import { UUID_PATTERN } from '@pulso/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { Repository } from '../../../db/repository';
import { localAccounts } from '../../../db/schema';
import type { Sealer } from '../../../lib/sealer';

export type LocalAccount = typeof localAccounts.$inferSelect;

/** Failures older than this no longer count towards a lock. */
const FAILURE_MEMORY_MS = 24 * 3600_000;

/**
 * The TOTP secret is sealed under the master key in the database and only ever unsealed here,
 * so the services above see it in clear and nothing below does.
 */
export class LocalAccountsRepository extends Repository {
  constructor(
    db: Db,
    private readonly sealer: Sealer,
  ) {
    super(db);
  }

  /** Any string is accepted: a subject that is not one of our ids simply finds nothing. */
  async findById(id: string, tx?: Db): Promise<LocalAccount | undefined> {
    if (!UUID_PATTERN.test(id)) return undefined;
    const [row] = await this.q(tx).select().from(localAccounts).where(eq(localAccounts.id, id));
    return this.unsealed(row);
  }

  async findByEmail(email: string, tx?: Db): Promise<LocalAccount | undefined> {
    const [row] = await this.q(tx)
      .select()
      .from(localAccounts)
      .where(eq(localAccounts.email, email.toLowerCase()));
    return this.unsealed(row);
  }

  /** The new account, or undefined when the email is taken (the unique index decides). */
  async insert(
    values: { email: string; displayName: string; passwordHash: string },
    tx?: Db,
  ): Promise<LocalAccount | undefined> {
    const [row] = await this.q(tx)
      .insert(localAccounts)
      .values({ ...values, email: values.email.toLowerCase() })
      .onConflictDoNothing({ target: localAccounts.email })
      .returning();
    return row;
  }

  /**
   * An account the operator made (the CLI): its address counts as verified, its password is
   * unknown to anyone until the owner sets it through the one-time link. Undefined when the
   * email is taken.
   */
  async insertForOperator(
    values: { email: string; displayName: string; passwordHash: string },
    tx?: Db,
  ): Promise<LocalAccount | undefined> {
    const [row] = await this.q(tx)
      .insert(localAccounts)
      .values({ ...values, email: values.email.toLowerCase(), emailVerified: true })
      .onConflictDoNothing({ target: localAccounts.email })
      .returning();
    return row;
  }

  /** Replaces the account's set-password link (only its hash is stored). */
  async setSetupToken(id: string, tokenHash: string, expiresAt: Date, tx?: Db): Promise<void> {
    await this.q(tx)
      .update(localAccounts)
      .set({ setupTokenHash: tokenHash, setupTokenExpiresAt: expiresAt, updatedAt: new Date() })
      .where(eq(localAccounts.id, id));
  }

  /** The account whose unexpired set-password link has this hash. */
  async findBySetupToken(tokenHash: string, now: Date): Promise<LocalAccount | undefined> {
    const [row] = await this.db.select().from(localAccounts).where(liveSetupToken(tokenHash, now));
    return this.unsealed(row);
  }

  /**
   * Sets the password through a set-password link and spends the link, in one statement, so a
   * link works once however many requests race. Undefined when the link is unknown or expired.
   */
  async setPasswordWithToken(
    tokenHash: string,
    passwordHash: string,
    now: Date,
  ): Promise<LocalAccount | undefined> {
    const [row] = await this.db
      .update(localAccounts)
      .set({
        passwordHash,
        setupTokenHash: null,
        setupTokenExpiresAt: null,
        failedAttempts: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(liveSetupToken(tokenHash, now))
      .returning();
    return this.unsealed(row);
  }

  /** Counts one more failure (forgetting old ones) and answers the new count. */
  async recordFailure(id: string, now: Date): Promise<number> {
    const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
    const [row] = await this.db
      .update(localAccounts)
      .set({
        failedAttempts: sql`case when ${localAccounts.updatedAt} < ${forgetBefore} then 1 else ${localAccounts.failedAttempts} + 1 end`,
        updatedAt: now,
      })
      .where(eq(localAccounts.id, id))
      .returning({ failedAttempts: localAccounts.failedAttempts });
    return row?.failedAttempts ?? 0;
  }

  async lockUntil(id: string, until: Date): Promise<void> {
    await this.db.update(localAccounts).set({ lockedUntil: until }).where(eq(localAccounts.id, id));
  }

  async resetFailures(id: string): Promise<void> {
    await this.db
      .update(localAccounts)
      .set({ failedAttempts: 0, lockedUntil: null })
      .where(eq(localAccounts.id, id));
  }

  async setTotp(id: string, totp: { secret: string | null; enabled: boolean }): Promise<void> {
    await this.db
      .update(localAccounts)
      .set({
        totpSecret: totp.secret === null ? null : this.sealer.seal(totp.secret),
        totpEnabled: totp.enabled,
        updatedAt: new Date(),
      })
      .where(eq(localAccounts.id, id));
  }

  private unsealed(row: LocalAccount | undefined): LocalAccount | undefined {
    if (!row?.totpSecret) return row;
    return { ...row, totpSecret: this.sealer.unseal(row.totpSecret) };
  }
}

const liveSetupToken = (tokenHash: string, now: Date) =>
  and(eq(localAccounts.setupTokenHash, tokenHash), gt(localAccounts.setupTokenExpiresAt, now));
