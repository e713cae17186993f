import { applyTrade, Decimal, FLAT, type LedgerState } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { addToTradeAggregates, lockAccountTrades, refreshTradeAggregates } from './rollups';

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
}

interface Row {
  trade: NewTrade;
  state: LedgerState;
  realized: Decimal;
  closing: boolean;
  openedNotional: Decimal;
}

const COLUMNS = [
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
] as const;

const literal = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Inserts rows whose ledger state is already computed, one statement per chunk; answers their ids. */
export async function insertLedgerRows(tx: Db, accountId: string, rows: Row[]): Promise<string[]> {
  const CHUNK = 5000;
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const columns: string[][] = COLUMNS.map(() => []);
    for (const r of chunk) {
      const t = r.trade;
      const quote = t.quoteAsset ?? 'USDT';
      const values = [
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
      ];
      values.forEach((v, c) => columns[c]!.push(v));
    }
    const names = sql.raw(COLUMNS.map(([name]) => name).join(', '));
    const arrays = sql.join(
      COLUMNS.map(([, type], c) => sql`${literal(columns[c]!)}::${sql.raw(type)}[]`),
      sql`, `,
    );
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into trades (${names}) select * from unnest(${arrays}) returning id`,
    );
    for (const r of inserted) ids.push(r.id);
  }
  return ids;
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
      trade,
      state: step.state,
      realized: step.realized,
      closing: step.closing,
      openedNotional: step.openedNotional,
    };
  });
}

interface StoredTrade {
  id: string;
  type: 'buy' | 'sell';
  amount: string;
  price: string;
  quote_asset: string;
}

/**
 * Recomputes the ledger columns of one account and asset from `fromMs` on (an out-of-order trade
 * landed there), then refreshes the aggregates from there.
 */
export async function replayLedger(
  tx: Db,
  accountId: string,
  asset: string,
  fromMs: number,
): Promise<void> {
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
  const later = await queryRows<StoredTrade>(
    tx,
    sql`select id, type, amount, price, quote_asset from trades
        where account_id = ${accountId} and asset = ${asset} and executed_at_ms >= ${fromMs}
        order by executed_at_ms, created_at, id`,
  );
  for (const t of later) {
    const step = applyTrade(state, { side: t.type, quantity: t.amount, price: t.price });
    state = step.state;
    await tx.execute(sql`
      update trades set position_after = ${step.state.position.toFixed()},
        average_price_after = ${step.state.averagePrice.toFixed()},
        realized_pnl = ${step.realized.toFixed()}, is_closing = ${step.closing},
        opened_notional = ${step.openedNotional.toFixed()}
      where id = ${t.id}`);
  }
  await refreshTradeAggregates(tx, { accountId, asset, fromMs });
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
  await lockAccountTrades(tx, accountId);
  const byAsset = new Map<string, NewTrade[]>();
  for (const t of [...trades].sort((a, b) => a.executedAtMs - b.executedAtMs)) {
    const list = byAsset.get(t.asset);
    if (list) list.push(t);
    else byAsset.set(t.asset, [t]);
  }
  for (const [asset, list] of byAsset) {
    const [last] = await queryRows<{
      executed_at_ms: string | number;
      position_after: string;
      average_price_after: string;
    }>(
      tx,
      sql`select executed_at_ms, position_after, average_price_after from trades
          where account_id = ${accountId} and asset = ${asset}
          order by executed_at_ms desc, created_at desc, id desc limit 1`,
    );
    const fromMs = list[0]!.executedAtMs;
    if (last && Number(last.executed_at_ms) > fromMs) {
      await insertLedgerRows(tx, accountId, ledgerRows(list)); // placeholders, replayed next
      await replayLedger(tx, accountId, asset, fromMs);
      continue;
    }
    const from = new Map<string, LedgerState>();
    if (last) {
      from.set(asset, {
        position: new Decimal(last.position_after),
        averagePrice: new Decimal(last.average_price_after),
      });
    }
    const ids = await insertLedgerRows(tx, accountId, ledgerRows(list, from));
    if (options.refresh !== false)
      await addToTradeAggregates(tx, { accountId, asset, tradeIds: ids });
  }
}
