import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CopySettings } from '@pulso/domain';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { liveAccount, liveAccountSql } from '../accounts';
import { accounts, copyTrades, exchanges, users } from '../../db/schema';

export type CopyTradeRow = typeof copyTrades.$inferSelect;

/** A receiver of an emitter's copies: its link, the multiplier and the link's rules. */
export interface CopyReceiver {
  linkId: string;
  accountId: string;
  multiplier: string;
  settings: CopySettings;
  /** The leader's account name: the copies carry it as a tag (journal.nameTag). */
  emitterName: string;
}

/**
 * Answers who receives copies of each emitter account's trades (inside the caller's transaction),
 * for many emitters in one read; an emitter without receivers is absent.
 */
export type CopyReceivers = (
  emitterAccountIds: readonly string[],
  tx: Db,
) => Promise<Map<string, CopyReceiver[]>>;
export interface CopyTradeView extends CopyTradeRow {
  emitterName: string;
  emitterExchange: string;
  receiverName: string;
  receiverExchange: string;
}

const emitter = alias(accounts, 'emitter');
const receiver = alias(accounts, 'receiver');
const emitterExchange = alias(exchanges, 'emitter_exchange');
const receiverExchange = alias(exchanges, 'receiver_exchange');
const view = {
  copy: copyTrades,
  emitterName: emitter.name,
  emitterExchange: emitterExchange.name,
  receiverName: receiver.name,
  receiverExchange: receiverExchange.name,
};
type ViewRow = {
  copy: CopyTradeRow;
  emitterName: string;
  emitterExchange: string;
  receiverName: string;
  receiverExchange: string;
};
const flatten = ({ copy, ...names }: ViewRow): CopyTradeView => ({ ...copy, ...names });
/**
 * A copy trade whose emitter or receiver was deleted copies nothing (the fan-out skips deleted
 * accounts): it is left out of lists, lookups and the plan's count, and cannot close a cycle.
 */
const bothLive = and(isNull(emitter.deletedAt), isNull(receiver.deletedAt));

/** Any fixed number: serialises copy-trade creation so two racing inserts cannot form a cycle. */
const GRAPH_LOCK = 72_450_006;

export class CopyTradesRepository extends Repository {
  private select(tx?: Db) {
    return this.q(tx)
      .select(view)
      .from(copyTrades)
      .innerJoin(emitter, eq(emitter.id, copyTrades.emitterAccountId))
      .innerJoin(emitterExchange, eq(emitterExchange.id, emitter.exchangeId))
      .innerJoin(receiver, eq(receiver.id, copyTrades.receiverAccountId))
      .innerJoin(receiverExchange, eq(receiverExchange.id, receiver.exchangeId));
  }

  async findById(id: string, tx?: Db): Promise<CopyTradeView | undefined> {
    const [row] = await this.select(tx).where(and(eq(copyTrades.id, id), bothLive));
    return row && flatten(row);
  }

  async page(
    ownerId: string | null,
    page: number,
    limit: number,
  ): Promise<{ rows: CopyTradeView[]; total: number }> {
    const where: SQL | undefined = and(
      ownerId ? eq(copyTrades.ownerId, ownerId) : undefined,
      bothLive,
    );
    const [rows, [totals]] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(copyTrades.createdAt), desc(copyTrades.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db
        .select({ total: count() })
        .from(copyTrades)
        .innerJoin(emitter, eq(emitter.id, copyTrades.emitterAccountId))
        .innerJoin(receiver, eq(receiver.id, copyTrades.receiverAccountId))
        .where(where),
    ]);
    return { rows: rows.map(flatten), total: Number(totals?.total ?? 0) };
  }

  async countForOwner(ownerId: string, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(copyTrades)
      .innerJoin(emitter, eq(emitter.id, copyTrades.emitterAccountId))
      .innerJoin(receiver, eq(receiver.id, copyTrades.receiverAccountId))
      .where(and(eq(copyTrades.ownerId, ownerId), bothLive));
    return Number(row?.n ?? 0);
  }

  async findPair(emitterId: string, receiverId: string, tx?: Db): Promise<string | undefined> {
    const [row] = await this.q(tx)
      .select({ id: copyTrades.id })
      .from(copyTrades)
      .where(
        and(
          eq(copyTrades.emitterAccountId, emitterId),
          eq(copyTrades.receiverAccountId, receiverId),
        ),
      );
    return row?.id;
  }

  /**
   * Who receives copies of an emitter's trades: its active copy trades whose receiver account is
   * active, live and owned by an active user, with their multipliers. None when the emitter's own
   * owner is deactivated: a deactivated user neither emits nor receives copies.
   */
  async receiversOf(
    emitterAccountIds: readonly string[],
    tx?: Db,
  ): Promise<Map<string, CopyReceiver[]>> {
    const byEmitter = new Map<string, CopyReceiver[]>();
    if (emitterAccountIds.length === 0) return byEmitter;
    const rows = await this.q(tx)
      .select({
        emitterId: copyTrades.emitterAccountId,
        linkId: copyTrades.id,
        accountId: copyTrades.receiverAccountId,
        multiplier: copyTrades.multiplier,
        settings: copyTrades.settings,
        emitterName: sql<string>`(select e.name from accounts e
                                  where e.id = ${copyTrades.emitterAccountId})`,
      })
      .from(copyTrades)
      .innerJoin(accounts, eq(accounts.id, copyTrades.receiverAccountId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(
        and(
          inArray(copyTrades.emitterAccountId, [...new Set(emitterAccountIds)]),
          eq(copyTrades.isActive, true),
          eq(accounts.isActive, true),
          liveAccount,
          eq(users.isActive, true),
          sql`exists (select 1 from accounts e join users eu on eu.id = e.owner_id
                      where e.id = ${copyTrades.emitterAccountId} and eu.is_active)`,
        ),
      )
      .orderBy(copyTrades.createdAt, copyTrades.id);
    for (const { emitterId, ...receiver } of rows) {
      const list = byEmitter.get(emitterId);
      if (list) list.push(receiver);
      else byEmitter.set(emitterId, [receiver]);
    }
    return byEmitter;
  }

  /** Whether `from` already reaches `to` through copy trades (active or not: either may flip). */
  async reaches(from: string, to: string, tx: Db): Promise<boolean> {
    const rows = await queryRows<{ found: boolean }>(
      tx,
      sql`with recursive reach(id) as (
            select c.receiver_account_id from ${copyTrades} c
              join ${accounts} a on a.id = c.receiver_account_id and ${liveAccountSql('a')}
              where c.emitter_account_id = ${from}
            union
            select c.receiver_account_id from ${copyTrades} c
              join reach r on c.emitter_account_id = r.id
              join ${accounts} a on a.id = c.receiver_account_id and ${liveAccountSql('a')}
          )
          select exists (select 1 from reach where id = ${to}) as found`,
    );
    return Boolean(rows[0]?.found);
  }

  async lockGraph(tx: Db): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${GRAPH_LOCK})`);
  }

  async insert(values: typeof copyTrades.$inferInsert, tx: Db): Promise<string> {
    const [row] = await tx.insert(copyTrades).values(values).returning({ id: copyTrades.id });
    return row!.id;
  }

  async update(
    id: string,
    values: Partial<
      Pick<CopyTradeRow, 'multiplier' | 'isActive' | 'settings' | 'stopHighWater' | 'stopped'>
    >,
    tx: Db,
  ): Promise<void> {
    await tx
      .update(copyTrades)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(copyTrades.id, id));
  }

  async delete(id: string, tx: Db): Promise<void> {
    await tx.delete(copyTrades).where(eq(copyTrades.id, id));
  }
}
