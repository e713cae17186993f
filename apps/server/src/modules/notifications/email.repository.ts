import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { emailCodeSends, emailConfirmations, notificationChannels } from '../../db/schema';
import type { ChannelRow } from './notifications.repository';

export type ConfirmationRow = typeof emailConfirmations.$inferSelect;

/** E-mail channels' confirmations (a code's hash, expiry, tries) and the codes sent per address. */
export class EmailRepository extends Repository {
  /** A new code for the channel, replacing any (its tries start afresh). */
  async putCode(channelId: string, codeHash: string, expiresAt: Date, tx?: Db): Promise<void> {
    await this.q(tx)
      .insert(emailConfirmations)
      .values({ channelId, codeHash, expiresAt, tries: 0, sentAt: new Date() })
      .onConflictDoUpdate({
        target: emailConfirmations.channelId,
        set: { codeHash, expiresAt, tries: 0, sentAt: new Date() },
      });
  }

  /** The pending confirmation, locked for the transaction (two guesses cannot both count as one). */
  async confirmationOf(channelId: string, tx: Db): Promise<ConfirmationRow | undefined> {
    const [row] = await tx
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.channelId, channelId))
      .for('update');
    return row;
  }

  /** One wrong try; the last one allowed spends the code. */
  async wrongTry(channelId: string, maxTries: number, tx: Db): Promise<number> {
    const [row] = await tx
      .update(emailConfirmations)
      .set({
        tries: sql`${emailConfirmations.tries} + 1`,
        codeHash: sql`case when ${emailConfirmations.tries} + 1 >= ${maxTries} then null else ${emailConfirmations.codeHash} end`,
      })
      .where(eq(emailConfirmations.channelId, channelId))
      .returning({ tries: emailConfirmations.tries });
    return row?.tries ?? maxTries;
  }

  /** The address is its owner's: the channel is turned on and its confirmation goes. */
  async confirm(userId: string, channelId: string, tx: Db): Promise<ChannelRow | undefined> {
    await tx.delete(emailConfirmations).where(eq(emailConfirmations.channelId, channelId));
    const [row] = await tx
      .update(notificationChannels)
      .set({ awaitingConfirmation: false, enabled: true, pausedReason: null, failures: 0 })
      .where(and(eq(notificationChannels.id, channelId), eq(notificationChannels.userId, userId)))
      .returning();
    return row;
  }

  /** Codes sent to an address since `since`. */
  async codesSentTo(addressHash: string, since: Date, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(emailCodeSends)
      .where(and(eq(emailCodeSends.addressHash, addressHash), gte(emailCodeSends.sentAt, since)));
    return row?.n ?? 0;
  }

  /** Counts a code sent to an address (and forgets those past the window). */
  async noteCodeSent(addressHash: string, forgetBefore: Date, tx?: Db): Promise<void> {
    await this.q(tx).delete(emailCodeSends).where(lt(emailCodeSends.sentAt, forgetBefore));
    await this.q(tx).insert(emailCodeSends).values({ addressHash });
  }

  /** Serializes code sends to one address across instances (the hourly limit holds). */
  async lockAddress(addressHash: string, tx: Db): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${addressHash}`}))`);
  }
}
