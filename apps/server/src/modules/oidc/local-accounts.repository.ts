import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { localAccounts } from '../../db/schema';
import type { Sealer } from '../../lib/sealer';

export type LocalAccount = typeof localAccounts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    if (!UUID.test(id)) return undefined;
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
