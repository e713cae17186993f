import { applyTrade, Decimal, FLAT, type LedgerState, type LedgerStep } from '@pulso/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../db/client';
import { trades } from '../../db/schema';
import { addToTradeAggregates, type Book } from './rollups';
import { money, tradeRow, type TradeToRecord } from './trade-recorder';

/** A trade of the batch was recorded before (a resumed signal): the batch must not commit. */
export class AlreadyRecorded extends Error {
  constructor() {
    super('a trade of the batch was already recorded');
  }
}

interface Tip {
  state: LedgerState;
  /** The time of the book's last trade (-∞ for an empty book). */
  lastMs: number;
}

const keyOf = (b: Book) => `${b.accountId}\u0000${b.asset}`;

/**
 * Trades appended to their books, many accounts at once (the signal worker's batch of fresh
 * signals), with the same rows and rollups as recordTrade one by one. Opening it takes the
 * accounts' trade locks (in one fixed order, so two batches cannot deadlock) and reads the last
 * state of every book in one statement; each trade's state is then chained in memory in the
 * order given, and `write` inserts them all, then adds them to the rollups and the accounts'
 * versions, in two statements. A trade older than its book's last one is not appended
 * (`appends` is false): it replays its book, and goes one at a time through recordTrade.
 */
export class TradeBatch {
  private readonly rows: { trade: TradeToRecord; step: LedgerStep; id: string }[] = [];

  private constructor(
    private readonly tips: Map<string, Tip>,
    private readonly changed: (accountId: string) => void,
  ) {}

  /** `changed` is told each account whose trades `write` added (the Ledger's listener). */
  static async open(
    tx: Db,
    books: readonly Book[],
    changed: (accountId: string) => void,
  ): Promise<TradeBatch> {
    const accounts = [...new Set(books.map((b) => b.accountId))].sort();
    await tx.execute(sql`select count(pg_advisory_xact_lock(hashtextextended('trades:' || id, 0)))
        from unnest(${pgArray(accounts)}::text[]) with ordinality as a(id, ord)`);
    const keys = [...new Map(books.map((b) => [keyOf(b), b])).values()].map((b) => ({
      account_id: b.accountId,
      asset: b.asset,
    }));
    const last = await queryRows<{
      account_id: string;
      asset: string;
      position_after: string | null;
      average_price_after: string | null;
      executed_at_ms: string | null;
    }>(
      tx,
      sql`select k.account_id, k.asset, p.position_after::text as position_after,
            p.average_price_after::text as average_price_after, p.executed_at_ms
          from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(account_id uuid, asset text)
          left join lateral (
            select position_after, average_price_after, executed_at_ms from ${trades} t
            where t.account_id = k.account_id and t.asset = k.asset
            order by t.executed_at_ms desc, t.created_at desc, t.id desc
            limit 1
          ) p on true`,
    );
    const tips = new Map<string, Tip>();
    for (const r of last) {
      tips.set(keyOf({ accountId: r.account_id, asset: r.asset }), {
        state:
          r.position_after === null || r.average_price_after === null
            ? FLAT
            : {
                position: new Decimal(r.position_after),
                averagePrice: new Decimal(r.average_price_after),
              },
        lastMs: r.executed_at_ms === null ? -Infinity : Number(r.executed_at_ms),
      });
    }
    return new TradeBatch(tips, changed);
  }

  private tip(t: Book): Tip {
    const tip = this.tips.get(keyOf(t));
    if (!tip) throw new Error(`book ${t.accountId}/${t.asset} was not opened in this batch`);
    return tip;
  }

  /** Whether the trade comes at or after its book's last one (else it must replay the book). */
  appends(t: Book & { executedAtMs: number }): boolean {
    return t.executedAtMs >= this.tip(t).lastMs;
  }

  /** The trade's ledger step, not yet taken (the caller may still refuse the trade). */
  step(t: TradeToRecord): LedgerStep {
    if (!this.appends(t)) throw new Error('a trade older than its book cannot be appended');
    return applyTrade(this.tip(t).state, {
      side: t.type,
      quantity: t.amount,
      price: t.ledgerPrice ?? t.price,
    });
  }

  /** Takes the trade with its step: the book goes on from its state, as the table keeps it. */
  add(t: TradeToRecord, step: LedgerStep): string {
    const tip = this.tip(t);
    tip.state = {
      position: new Decimal(money(step.state.position)),
      averagePrice: new Decimal(money(step.state.averagePrice)),
    };
    tip.lastMs = t.executedAtMs;
    const id = randomUUID();
    this.rows.push({ trade: t, step, id });
    return id;
  }

  /**
   * Inserts the trades (one statement; each a microsecond after the one before, so trades of one
   * time keep the order their states were chained in) and rolls them up. Throws AlreadyRecorded
   * when one was recorded before: the caller's transaction must then roll back.
   */
  async write(tx: Db): Promise<void> {
    if (this.rows.length === 0) return;
    const inserted = await tx
      .insert(trades)
      .values(
        this.rows.map((r, i) => ({
          ...tradeRow(
            r.trade,
            r.step,
            sql`clock_timestamp() + make_interval(secs => ${i / 1_000_000})`,
          ),
          id: r.id,
        })),
      )
      .onConflictDoNothing({ target: trades.signalId })
      .returning({ id: trades.id });
    if (inserted.length !== this.rows.length) throw new AlreadyRecorded();
    await addToTradeAggregates(tx, {
      tradeIds: inserted.map((r) => r.id),
      books: this.rows.map((r) => r.trade),
    });
    for (const accountId of new Set(this.rows.map((r) => r.trade.accountId))) {
      this.changed(accountId);
    }
  }
}
