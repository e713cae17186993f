import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, users } from '../../db/schema';

/** The pause switches (issue 37): an account's, and a user's over all their accounts. */
export class EntriesPauseRepository extends Repository {
  async ofAccount(accountId: string): Promise<{ paused: boolean; ownerPaused: boolean }> {
    const [row] = await this.db
      .select({ paused: accounts.entriesPaused, ownerPaused: users.entriesPaused })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(eq(accounts.id, accountId));
    return row ?? { paused: false, ownerPaused: false };
  }

  async ofUser(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ paused: users.entriesPaused })
      .from(users)
      .where(eq(users.id, userId));
    return row?.paused ?? false;
  }

  async setAccount(accountId: string, paused: boolean, tx: Db): Promise<void> {
    await tx.update(accounts).set({ entriesPaused: paused }).where(eq(accounts.id, accountId));
  }

  /** False when there is no such user. */
  async setUser(userId: string, paused: boolean, tx: Db): Promise<boolean> {
    const rows = await tx
      .update(users)
      .set({ entriesPaused: paused })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
