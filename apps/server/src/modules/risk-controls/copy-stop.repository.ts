import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CopySettings, CopyTrade } from '@pulso/domain';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, copyLedger, copyTrades, exchanges, users } from '../../db/schema';

/** An active copy link with a stop-copy rule, and what stopping it needs. */
export interface GuardedLink {
  id: string;
  ownerId: string;
  receiverAccountId: string;
  receiverName: string;
  receiverExchangeCode: string;
  emitterName: string;
  settings: CopySettings;
  stopHighWater: string | null;
}

const emitter = alias(accounts, 'emitter');

/** The stop-copy rule's reads and writes on the copy links (issue 37). */
export class CopyStopRepository extends Repository {
  /** Active links with a rule whose receiver copies now: a live, active paper account of an active owner. */
  async guardedLinks(): Promise<GuardedLink[]> {
    return this.db
      .select({
        id: copyTrades.id,
        ownerId: copyTrades.ownerId,
        receiverAccountId: copyTrades.receiverAccountId,
        receiverName: accounts.name,
        receiverExchangeCode: exchanges.code,
        emitterName: emitter.name,
        settings: copyTrades.settings,
        stopHighWater: copyTrades.stopHighWater,
      })
      .from(copyTrades)
      .innerJoin(accounts, eq(accounts.id, copyTrades.receiverAccountId))
      .innerJoin(exchanges, eq(exchanges.id, accounts.exchangeId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .innerJoin(emitter, eq(emitter.id, copyTrades.emitterAccountId))
      .where(
        and(
          eq(copyTrades.isActive, true),
          sql`${copyTrades.settings} ? 'stopDrawdownPct'`,
          eq(accounts.isActive, true),
          isNull(accounts.deletedAt),
          eq(accounts.mode, 'paper'),
          eq(users.isActive, true),
        ),
      )
      .orderBy(copyTrades.id);
  }

  async raiseHighWater(id: string, highWater: string): Promise<void> {
    await this.db
      .update(copyTrades)
      .set({ stopHighWater: highWater })
      .where(and(eq(copyTrades.id, id), eq(copyTrades.isActive, true)));
  }

  /** Deactivates the link if it still is active: false when another run (or its owner) did first. */
  async claim(id: string, tx: Db): Promise<boolean> {
    const rows = await tx
      .update(copyTrades)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(copyTrades.id, id), eq(copyTrades.isActive, true)))
      .returning({ id: copyTrades.id });
    return rows.length > 0;
  }

  /** Records what the stop did on the link, or deletes the link (unfollow). */
  async settle(
    id: string,
    stopped: NonNullable<CopyTrade['stopped']>,
    unfollow: boolean,
    tx: Db,
  ): Promise<void> {
    if (unfollow) await tx.delete(copyTrades).where(eq(copyTrades.id, id));
    else await tx.update(copyTrades).set({ stopped }).where(eq(copyTrades.id, id));
  }

  /** The symbols this link copied into its receiver (its copy ledger's copied and scaled rows). */
  async copiedSymbols(id: string, tx: Db): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ symbol: copyLedger.symbol })
      .from(copyLedger)
      .where(and(eq(copyLedger.copyTradeId, id), inArray(copyLedger.outcome, ['copied', 'scaled'])))
      .orderBy(copyLedger.symbol);
    return rows.map((r) => r.symbol);
  }
}
