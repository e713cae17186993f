import { randomUUID } from 'node:crypto';
import { applyTrade, Decimal, FLAT, type LedgerState } from '@pulso/domain';
import { sql, type SQL } from 'drizzle-orm';
import { markBulkWrite } from '../../db/bulk-write';
import { pgArray, queryRows, type Db } from '../../db/client';
import { addToTradeAggregates, lockAccountTrades, refreshTradeAggregates } from './rollups';
import { ITEMS_PER_TURN, turn } from '../../lib/event-loop';

/**
 * Writes trades with their ledger state (DESIGN §7) in bulk, for the demo data, imports, tests
 * and the benchmark; the live pipeline records one trade at a time its own way. Prices are USD
 * (USD-like quotes); a trade in another quote must come with its USD price for the ledger.
 */
export interface NewTrade {
  asset: string;
  side: 'buy' | 'sell';
  amount: string;
  price: string;
  executedAtMs: number;
  quoteAsset?: string;
  fee?: string;
  feeAsset?: string;
  exchange?: string;
  source?: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
  /** The price in USD for the ledger when the quote is not USD-like (default: price). */
  ledgerPrice?: string;
  /** An imported trade's identity in its source (unique per account). */
  externalId?: string;
  orderId?: string;
}

interface Row {
  id: string;
  trade: NewTrade;
  state: LedgerState;
  realized: Decimal;
  closing: boolean;
  openedNotional: Decimal;
}

const COLUMNS = [
  ['id', 'uuid'],
  ['account_id', 'uuid'],
  ['source', 'text'],
  ['type', 'text'],
  ['symbol', 'text'],
  ['asset', 'text'],
  ['quote_asset', 'text'],
  ['exchange', 'text'],
  ['amount', 'numeric'],
  ['price', 'numeric'],
  ['total', 'numeric'],
  ['fee', 'numeric'],
  ['fee_asset', 'text'],
  ['executed_at', 'timestamptz'],
  ['executed_at_ms', 'bigint'],
  ['position_after', 'numeric'],
  ['average_price_after', 'numeric'],
  ['realized_pnl', 'numeric'],
  ['is_closing', 'boolean'],
  ['opened_notional', 'numeric'],
  ['external_id', 'text'],
  ['order_id', 'text'],
  ['ledger_price', 'numeric'],
] as const;

/** Rows per insert or update statement. */
const INSERT_CHUNK = 5000;

/** Rows in chunks of INSERT_CHUNK. */
function* chunked<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) yield rows.slice(i, i + INSERT_CHUNK);
}

/**
 * Inserts rows whose ledger state is computed, one statement per chunk, in order; answers their
 * ids. The next chunk is taken (and, from a generator, computed) and its statement built while
 * the database inserts the one before: the arithmetic and the inserts overlap instead of
 * taking turns.
 */
async function insertLedgerRows(
  tx: Db,
  accountId: string,
  chunks: Iterable<Row[]>,
): Promise<string[]> {
  const ids: string[] = [];
  let inFlight: Promise<void> = Promise.resolve();
  for (const chunk of chunks) {
    const statement = insertStatement(accountId, chunk);
    await inFlight;
    inFlight = tx.execute(statement).then(() => {
      for (const r of chunk) ids.push(r.id);
    });
    // Awaited on the next turn; meanwhile a failure must not count as unhandled.
    inFlight.catch(() => undefined);
  }
  await inFlight;
  return ids;
}

/** One INSERT of a chunk: a text array per column, unnested (a parameter per column). */
function insertStatement(accountId: string, chunk: readonly Row[]): SQL {
  const columns: (string | null)[][] = COLUMNS.map(() => []);
  for (const r of chunk) {
    const t = r.trade;
    const quote = t.quoteAsset ?? 'USDT';
    const values = [
      r.id,
      accountId,
      t.source ?? 'import',
      t.side,
      `${t.asset}${quote}`,
      t.asset,
      quote,
      t.exchange ?? 'binance',
      t.amount,
      t.price,
      new Decimal(t.amount).times(t.price).toFixed(),
      t.fee ?? '0',
      t.feeAsset ?? quote,
      new Date(t.executedAtMs).toISOString(),
      String(t.executedAtMs),
      r.state.position.toFixed(),
      r.state.averagePrice.toFixed(),
      r.realized.toFixed(),
      String(r.closing),
      r.openedNotional.toFixed(),
      t.externalId ?? null,
      t.orderId ?? null,
      t.ledgerPrice ?? null,
    ];
    values.forEach((v, c) => columns[c]!.push(v));
  }
  const names = sql.raw(COLUMNS.map(([name]) => name).join(', '));
  const arrays = sql.join(
    COLUMNS.map(([, type], c) => sql`${pgArray(columns[c]!)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into trades (${names}) select * from unnest(${arrays})`;
}

/** Ledger rows for trades in time order, continuing each asset from `from`. */
export function ledgerRows(
  trades: readonly NewTrade[],
  from = new Map<string, LedgerState>(),
): Row[] {
  const states = new Map(from);
  return trades.map((trade) => {
    const step = applyTrade(states.get(trade.asset) ?? FLAT, {
      side: trade.side,
      quantity: trade.amount,
      price: trade.ledgerPrice ?? trade.price,
    });
    states.set(trade.asset, step.state);
    return {
      id: randomUUID(),
      trade,
      state: step.state,
      realized: step.realized,
      closing: step.closing,
      openedNotional: step.openedNotional,
    };
  });
}

interface LaterTrade {
  id: string;
  type: 'buy' | 'sell';
  amount: string;
  price: string;
  executed_at_ms: string | number;
}

/**
 * Trades of one asset that land before some of its recorded ones: the new trades and the
 * recorded ones from the first new trade on are walked in ledger order (time, then recording
 * order, then id — the order a replay reads), the new ones inserted with their state and the
 * recorded ones updated, one statement per chunk each.
 */
async function insertBefore(
  tx: Db,
  accountId: string,
  asset: string,
  list: readonly NewTrade[],
  later: readonly LaterTrade[],
): Promise<void> {
  const fromMs = list[0]!.executedAtMs;
  const [before] = await queryRows<{ position_after: string; average_price_after: string }>(
    tx,
    sql`select position_after, average_price_after from trades
        where account_id = ${accountId} and asset = ${asset} and executed_at_ms < ${fromMs}
        order by executed_at_ms desc, created_at desc, id desc limit 1`,
  );
  let state: LedgerState = before
    ? {
        position: new Decimal(before.position_after),
        averagePrice: new Decimal(before.average_price_after),
      }
    : FLAT;
  // New trades are recorded after every existing one: at the same time they come after them,
  // and among themselves in id order.
  const fresh = list
    .map((trade) => ({ trade, id: randomUUID() }))
    .sort((a, b) => a.trade.executedAtMs - b.trade.executedAtMs || (a.id < b.id ? -1 : 1));
  const inserts: Row[] = [];
  const updates: string[][] = [[], [], [], [], [], []];
  let i = 0;
  let j = 0;
  while (i < fresh.length || j < later.length) {
    if ((i + j) % ITEMS_PER_TURN === ITEMS_PER_TURN - 1) await turn();
    const old = later[j];
    const next = fresh[i];
    const takeOld = old && (!next || Number(old.executed_at_ms) <= next.trade.executedAtMs);
    const step = takeOld
      ? applyTrade(state, { side: old.type, quantity: old.amount, price: old.price })
      : applyTrade(state, {
          side: next!.trade.side,
          quantity: next!.trade.amount,
          price: next!.trade.ledgerPrice ?? next!.trade.price,
        });
    state = step.state;
    if (takeOld) {
      j++;
      [
        old.id,
        step.state.position.toFixed(),
        step.state.averagePrice.toFixed(),
        step.realized.toFixed(),
        String(step.closing),
        step.openedNotional.toFixed(),
      ].forEach((v, c) => updates[c]!.push(v));
    } else {
      i++;
      inserts.push({
        id: next!.id,
        trade: next!.trade,
        state: step.state,
        realized: step.realized,
        closing: step.closing,
        openedNotional: step.openedNotional,
      });
    }
  }
  await insertLedgerRows(tx, accountId, chunked(inserts));
  for (let k = 0; k < later.length; k += INSERT_CHUNK) {
    const [ids, positions, averages, realized, closing, opened] = updates.map((c) =>
      pgArray(c.slice(k, k + INSERT_CHUNK)),
    );
    await tx.execute(sql`
      update trades t set position_after = u.position_after,
        average_price_after = u.average_price_after, realized_pnl = u.realized_pnl,
        is_closing = u.is_closing, opened_notional = u.opened_notional
      from unnest(${ids}::uuid[], ${positions}::numeric[], ${averages}::numeric[],
                  ${realized}::numeric[], ${closing}::boolean[], ${opened}::numeric[])
        as u(id, position_after, average_price_after, realized_pnl, is_closing, opened_notional)
      where t.id = u.id`);
  }
}

/**
 * Adds trades to an account (any order, any assets): appended trades get their ledger state at
 * once; trades earlier than an asset's last one replay that asset's ledger from there. Then the
 * aggregates are refreshed (unless `refresh` is false: the caller rebuilds them once).
 */
export async function insertTradesWithLedger(
  tx: Db,
  accountId: string,
  trades: readonly NewTrade[],
  options: { refresh?: boolean } = {},
): Promise<void> {
  await markBulkWrite(tx);
  await lockAccountTrades(tx, accountId);
  const byAsset = new Map<string, NewTrade[]>();
  for (const t of [...trades].sort((a, b) => a.executedAtMs - b.executedAtMs)) {
    const list = byAsset.get(t.asset);
    if (list) list.push(t);
    else byAsset.set(t.asset, [t]);
  }
  for (const [asset, list] of byAsset) {
    const fromMs = list[0]!.executedAtMs;
    // The asset's recorded trades from the first new one on: the new ones go before them.
    const later = await queryRows<LaterTrade>(
      tx,
      sql`select id, type, amount, coalesce(ledger_price, price) as price, executed_at_ms
          from trades
          where account_id = ${accountId} and asset = ${asset} and executed_at_ms >= ${fromMs}
          order by executed_at_ms, created_at, id`,
    );
    if (later.length > 0) {
      await insertBefore(tx, accountId, asset, list, later);
      if (options.refresh !== false) await refreshTradeAggregates(tx, { accountId, asset, fromMs });
      continue;
    }
    const [last] = await queryRows<{ position_after: string; average_price_after: string }>(
      tx,
      sql`select position_after, average_price_after from trades
          where account_id = ${accountId} and asset = ${asset}
          order by executed_at_ms desc, created_at desc, id desc limit 1`,
    );
    const from = new Map<string, LedgerState>();
    if (last) {
      from.set(asset, {
        position: new Decimal(last.position_after),
        averagePrice: new Decimal(last.average_price_after),
      });
    }
    // In chunks, each carrying the last one's state: the arithmetic of a large file is spread
    // between the inserts (computed while the one before is inserted) instead of holding the
    // event loop in one piece.
    const appended = function* () {
      for (const trades of chunked(list)) {
        const rows = ledgerRows(trades, from);
        from.set(asset, rows.at(-1)!.state);
        yield rows;
      }
    };
    const ids = await insertLedgerRows(tx, accountId, appended());
    if (options.refresh !== false)
      await addToTradeAggregates(tx, { tradeIds: ids, books: [{ accountId, asset }] });
  }
}
