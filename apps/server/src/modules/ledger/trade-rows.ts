import { Decimal, type LedgerStep } from '@pulso/domain';
import { sql, type SQL } from 'drizzle-orm';
import { pgArray } from '../../db/client';

/**
 * A trade to write: everything its row needs. One type for every writer (the signal pipeline,
 * imports, the exchange sync, demo data, tests, benchmarks). Money is decimal text.
 */
export interface LedgerTrade {
  accountId: string;
  /** The signal it executes: a signal's trade is recorded once (the unique signal_id). */
  signalId?: string | null | undefined;
  source: 'webhook' | 'manual' | 'copy' | 'strategy' | 'import';
  side: 'buy' | 'sell';
  /** 'BTCUSDT'. */
  symbol: string;
  /** The base asset: the trade's book is (account, asset). */
  asset: string;
  quoteAsset: string;
  exchange: string;
  amount: string;
  price: string;
  fee: string;
  feeAsset: string;
  /** The sender's order id (TradingView's), or an imported trade's. */
  orderId?: string | null | undefined;
  exchangeOrderId?: string | null | undefined;
  /** An imported trade's identity in its source (unique per account). */
  externalId?: string | null | undefined;
  /** The CSV import (trade_imports) that brings it. */
  importId?: string | undefined;
  executedAtMs: number;
  /**
   * The price in USD at the trade's time when the quote is not USD-like (DESIGN §7): the ledger
   * counts in it. Converted once, by the writer, and stored with the trade.
   */
  ledgerPrice?: string | undefined;
  /**
   * The fee in USD at the trade's time (DESIGN §7), converted once and stored with the trade:
   * the ledger fills it when the writer has not (`Ledger.append`); null when no price was known.
   */
  feeUsd?: string | null | undefined;
}

/** The price the ledger counts a trade at (USD). */
export const usdPriceOf = (t: Pick<LedgerTrade, 'price' | 'ledgerPrice'>) =>
  t.ledgerPrice ?? t.price;

/** A trade with its id and its ledger state: one row of `trades`. */
export interface TradeRow {
  id: string;
  trade: LedgerTrade;
  step: LedgerStep;
}

type Value = string | null;

/**
 * The columns written, each with its type and its value: a new stored field (say a USD fee beside
 * the USD price) is one line here and one field of LedgerTrade. `created_at` is the time of the
 * insert (see insertTrades).
 */
const COLUMNS: readonly (readonly [string, string, (r: TradeRow) => Value])[] = [
  ['id', 'uuid', (r) => r.id],
  ['account_id', 'uuid', (r) => r.trade.accountId],
  ['signal_id', 'uuid', (r) => r.trade.signalId ?? null],
  ['source', 'text', (r) => r.trade.source],
  ['type', 'text', (r) => r.trade.side],
  ['symbol', 'text', (r) => r.trade.symbol],
  ['asset', 'text', (r) => r.trade.asset],
  ['quote_asset', 'text', (r) => r.trade.quoteAsset],
  ['exchange', 'text', (r) => r.trade.exchange],
  ['amount', 'numeric', (r) => r.trade.amount],
  ['price', 'numeric', (r) => r.trade.price],
  ['ledger_price', 'numeric', (r) => r.trade.ledgerPrice ?? null],
  ['total', 'numeric', (r) => new Decimal(r.trade.amount).times(r.trade.price).toFixed()],
  ['fee', 'numeric', (r) => r.trade.fee],
  ['fee_asset', 'text', (r) => r.trade.feeAsset],
  ['fee_usd', 'numeric', (r) => r.trade.feeUsd ?? null],
  ['order_id', 'text', (r) => r.trade.orderId ?? null],
  ['exchange_order_id', 'text', (r) => r.trade.exchangeOrderId ?? null],
  ['external_id', 'text', (r) => r.trade.externalId ?? null],
  ['import_id', 'uuid', (r) => r.trade.importId ?? null],
  ['executed_at', 'timestamptz', (r) => new Date(r.trade.executedAtMs).toISOString()],
  ['executed_at_ms', 'bigint', (r) => String(r.trade.executedAtMs)],
  ['position_after', 'numeric', (r) => r.step.state.position.toFixed()],
  ['average_price_after', 'numeric', (r) => r.step.state.averagePrice.toFixed()],
  ['realized_pnl', 'numeric', (r) => r.step.realized.toFixed()],
  ['is_closing', 'boolean', (r) => String(r.step.closing)],
  ['opened_notional', 'numeric', (r) => r.step.openedNotional.toFixed()],
];
const NAMES = sql.raw(COLUMNS.map(([name]) => name).join(', '));

/**
 * One INSERT of many trade rows: a text array per column, unnested (a parameter per column,
 * whatever the row count). `created_at` is each row's clock_timestamp(), taken under the
 * account's trade lock: a trade recorded later sorts after one recorded before it at the same
 * time, whichever transaction began first; rows of one call at the same time keep the order of
 * their ids (given in ledger order). A row whose signal already has its trade is not inserted;
 * with `returning`, the statement answers the ids it inserted.
 */
export function insertTrades(rows: readonly TradeRow[], returning: boolean): SQL {
  const columns: Value[][] = COLUMNS.map(() => []);
  for (const r of rows) COLUMNS.forEach(([, , value], c) => columns[c]!.push(value(r)));
  const arrays = sql.join(
    COLUMNS.map(([, type], c) => sql`${pgArray(columns[c]!)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  return sql`insert into trades (${NAMES}, created_at)
    select *, clock_timestamp() from unnest(${arrays})
    on conflict (signal_id) do nothing
    ${returning ? sql`returning id` : sql``}`;
}

/** One UPDATE of the ledger state of recorded trades (a replay), a parameter per column. */
export function restateTrades(rows: readonly { id: string; step: LedgerStep }[]): SQL {
  const column = (value: (r: { id: string; step: LedgerStep }) => string) =>
    pgArray(rows.map(value));
  return sql`
    update trades t set position_after = u.position_after,
      average_price_after = u.average_price_after, realized_pnl = u.realized_pnl,
      is_closing = u.is_closing, opened_notional = u.opened_notional
    from unnest(${column((r) => r.id)}::uuid[],
                ${column((r) => r.step.state.position.toFixed())}::numeric[],
                ${column((r) => r.step.state.averagePrice.toFixed())}::numeric[],
                ${column((r) => r.step.realized.toFixed())}::numeric[],
                ${column((r) => String(r.step.closing))}::boolean[],
                ${column((r) => r.step.openedNotional.toFixed())}::numeric[])
      as u(id, position_after, average_price_after, realized_pnl, is_closing, opened_notional)
    where t.id = u.id`;
}
