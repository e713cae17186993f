import type { ExchangeSyncStatus } from '@pulso/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { exchangeSyncs, type DeletedTrade } from '../../db/schema';

/** Wakes the sync workers of every instance when a sync is asked for. */
export const EXCHANGE_SYNC_CHANNEL = 'pulso_exchange_sync';

export type SyncRow = typeof exchangeSyncs.$inferSelect;

/** A claimed sync: what its worker needs to run it. */
export interface SyncClaim {
  accountId: string;
  since: Date;
  cursors: Record<string, number>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The coins an account's history holds: each one's position and the fees paid in it. */
export interface Holding {
  asset: string;
  position: string;
  fees: string;
}

export function syncStatus(
  row: SyncRow | undefined,
  reconciliation: ExchangeSyncStatus['reconciliation'] = null,
  deleted: Awaited<ReturnType<ExchangeSyncRepository['deletedFromExchange']>> = {
    count: 0,
    latest: [],
  },
): ExchangeSyncStatus {
  return {
    state: row?.state ?? 'never',
    since: iso(row?.since ?? null),
    requestedAt: iso(row?.requestedAt ?? null),
    startedAt: iso(row?.startedAt ?? null),
    finishedAt: iso(row?.finishedAt ?? null),
    lastSuccessAt: iso(row?.lastSuccessAt ?? null),
    marketsDone: row?.marketsDone ?? 0,
    marketsTotal: row?.marketsTotal ?? 0,
    tradesImported: row?.tradesImported ?? 0,
    lastRunTrades: row?.lastRunTrades ?? 0,
    fundingImported: row?.fundingImported ?? 0,
    lastError: row?.lastError ?? null,
    reconciliation,
    deleted: {
      count: deleted.count,
      latest: deleted.latest.map(({ executedAtMs, deletedAt, ...trade }) => ({
        ...trade,
        executedAt: new Date(executedAtMs).toISOString(),
        deletedAt: deletedAt.toISOString(),
      })),
    },
  };
}

/**
 * The exchange_syncs table: asking for a sync, claiming one (SKIP LOCKED: one worker per account
 * across instances), its progress page by page, and how it ended.
 */
export class ExchangeSyncRepository extends Repository {
  /** The account's deleted trades the exchange still reports: how many, the latest first. */
  async deletedFromExchange(
    accountId: string,
    limit: number,
  ): Promise<{
    count: number;
    latest: (DeletedTrade & { executedAtMs: number; deletedAt: Date })[];
  }> {
    const rows = await queryRows<{
      trade: DeletedTrade;
      executed_at_ms: string | number;
      deleted_at: string | Date;
      count: string | number;
    }>(
      this.db,
      // One row per trade (a trade may have left two identities); counted before the limit.
      sql`select trade, executed_at_ms, deleted_at, count(*) over () as count
          from (select distinct on (trade_id) trade, executed_at_ms, deleted_at
                from deleted_trades where account_id = ${accountId} order by trade_id) d
          order by deleted_at desc, executed_at_ms desc limit ${limit}`,
    );
    return {
      count: rows.length === 0 ? 0 : Number(rows[0]!.count),
      latest: rows.map((r) => ({
        ...r.trade,
        executedAtMs: Number(r.executed_at_ms),
        deletedAt: new Date(r.deleted_at),
      })),
    };
  }

  async find(accountId: string, tx?: Db): Promise<SyncRow | undefined> {
    const [row] = await this.q(tx)
      .select()
      .from(exchangeSyncs)
      .where(eq(exchangeSyncs.accountId, accountId));
    return row;
  }

  /**
   * Asks for a sync reading from `since` (a sync already asked for or running is left as it is;
   * an earlier `since` than the account's clears its cursors, so the markets are read again from
   * there) and wakes the workers.
   */
  async request(accountId: string, since: Date, tx?: Db): Promise<SyncRow> {
    const [row] = await queryRows<{ account_id: string }>(
      this.q(tx),
      sql`with asked as (
            insert into exchange_syncs (account_id, state, since)
            values (${accountId}, 'pending', ${since.toISOString()})
            on conflict (account_id) do update set
              state = case when exchange_syncs.state in ('pending', 'running')
                           then exchange_syncs.state else 'pending' end,
              requested_at = case when exchange_syncs.state in ('pending', 'running')
                                  then exchange_syncs.requested_at else now() end,
              cursors = case when excluded.since < exchange_syncs.since
                             then '{}'::jsonb else exchange_syncs.cursors end,
              since = least(exchange_syncs.since, excluded.since)
            returning account_id
          )
          select account_id, pg_notify(${EXCHANGE_SYNC_CHANNEL}, '') from asked`,
    );
    return (await this.find(row!.account_id, tx))!;
  }

  /**
   * The next sync to run, marked running: one asked for, one whose worker went quiet for
   * `staleMs`, or one that ended more than `everyMs` ago (kept current); never a second one of
   * the same owner while one of theirs runs.
   */
  async claim(staleMs: number, everyMs: number): Promise<SyncClaim | undefined> {
    const [row] = await queryRows<{
      account_id: string;
      since: string | Date;
      cursors: Record<string, number> | string;
    }>(
      this.db,
      sql`update exchange_syncs s set
            state = 'running', started_at = now(), heartbeat_at = now(), finished_at = null,
            last_run_trades = 0, markets_done = 0, last_error = null
          where s.account_id = (
            select q.account_id from exchange_syncs q
            join accounts a on a.id = q.account_id
            where (q.state = 'pending'
               or (q.state = 'running' and q.heartbeat_at < now() - make_interval(secs => ${staleMs / 1000}))
               or (q.state in ('done', 'failed') and q.finished_at < now() - make_interval(secs => ${everyMs / 1000})))
              -- One sync per owner at a time: many accounts of one user never hold every worker.
              and not exists (
                select 1 from exchange_syncs r join accounts o on o.id = r.account_id
                where o.owner_id = a.owner_id and r.account_id <> q.account_id
                  and r.state = 'running'
                  and r.heartbeat_at >= now() - make_interval(secs => ${staleMs / 1000})
              )
            order by (q.state = 'pending') desc, q.requested_at
            limit 1
            for update of q skip locked
          )
          returning s.account_id, s.since, s.cursors`,
    );
    if (!row) return undefined;
    return {
      accountId: row.account_id,
      since: new Date(row.since),
      cursors: typeof row.cursors === 'string' ? JSON.parse(row.cursors) : row.cursors,
    };
  }

  /** The markets a running sync reads. */
  async started(accountId: string, marketsTotal: number): Promise<void> {
    await this.db
      .update(exchangeSyncs)
      .set({ marketsTotal, heartbeatAt: sql`now()` })
      .where(eq(exchangeSyncs.accountId, accountId));
  }

  /** A page read: its trades (or funding payments) added and its market's cursor moved, in the page's transaction. */
  async advanced(
    tx: Db,
    accountId: string,
    page: { symbol: string; cursor: number; added: number; funding: number; marketDone: boolean },
  ): Promise<void> {
    await tx
      .update(exchangeSyncs)
      .set({
        cursors: sql`jsonb_set(${exchangeSyncs.cursors}, ${sql`array[${page.symbol}]::text[]`}, ${String(page.cursor)}::jsonb)`,
        tradesImported: sql`${exchangeSyncs.tradesImported} + ${page.added}`,
        lastRunTrades: sql`${exchangeSyncs.lastRunTrades} + ${page.added}`,
        fundingImported: sql`${exchangeSyncs.fundingImported} + ${page.funding}`,
        marketsDone: page.marketDone
          ? sql`${exchangeSyncs.marketsDone} + 1`
          : sql`${exchangeSyncs.marketsDone}`,
        heartbeatAt: sql`now()`,
      })
      .where(eq(exchangeSyncs.accountId, accountId));
  }

  /** How the sync ended: its error, or the balances the exchange reported at its end. */
  async finished(
    accountId: string,
    outcome: { error: string } | { balances: Record<string, string> | null },
  ): Promise<void> {
    await this.db
      .update(exchangeSyncs)
      .set({
        finishedAt: sql`now()`,
        ...('error' in outcome
          ? { state: 'failed', lastError: outcome.error }
          : {
              state: 'done',
              lastError: null,
              lastSuccessAt: sql`now()`,
              ...(outcome.balances ? { balances: outcome.balances, balancesAt: sql`now()` } : {}),
            }),
      })
      .where(eq(exchangeSyncs.accountId, accountId));
  }

  /** Each coin's position in the account's ledger, and the fees the account paid in it. */
  async holdings(accountId: string): Promise<Holding[]> {
    return queryRows<Holding>(
      this.db,
      sql`with positions as (
            select distinct on (asset) asset, position_after as position from trades
            where account_id = ${accountId}
            order by asset, executed_at_ms desc, created_at desc, id desc
          ), fees as (
            select fee_asset as asset, sum(fee) as fees from trades
            where account_id = ${accountId} group by fee_asset
          )
          select coalesce(p.asset, f.asset) as asset,
                 coalesce(p.position, 0)::text as position, coalesce(f.fees, 0)::text as fees
          from positions p full join fees f on f.asset = p.asset`,
    );
  }

  /** A sync its worker let go of (the instance stopping): the next worker resumes it at once. */
  async requeue(accountId: string): Promise<void> {
    await this.db
      .update(exchangeSyncs)
      .set({ state: 'pending' })
      .where(eq(exchangeSyncs.accountId, accountId));
  }
}
