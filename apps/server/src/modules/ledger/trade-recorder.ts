import {
  applyTrade,
  Decimal,
  replay,
  FLAT,
  type LedgerState,
  type LedgerStep,
} from '@pulso/domain';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { trades } from '../../db/schema';
import { addToTradeAggregates, lockAccountTrades, refreshTradeAggregates } from './rollups';

export interface TradeToRecord {
  accountId: string;
  signalId: string;
  source: 'webhook' | 'manual' | 'copy' | 'strategy';
  type: 'buy' | 'sell';
  symbol: string;
  asset: string;
  quoteAsset: string;
  exchange: string;
  amount: string;
  price: string;
  fee: string;
  feeAsset: string;
  orderId: string | null;
  exchangeOrderId: string | null;
  executedAtMs: number;
  /** The price in USD at the trade's time when the quote is not USD-like (DESIGN §7). */
  ledgerPrice?: string | undefined;
}

/** How the trades table keeps an amount (numeric(38, 18)): a chained state must match it. */
export const money = (d: Decimal) => d.toFixed(18);
const stateOf = (row: { positionAfter: string; averagePriceAfter: string }): LedgerState => ({
  position: new Decimal(row.positionAfter),
  averagePrice: new Decimal(row.averagePriceAfter),
});

/**
 * The row of a trade with its ledger state. `createdAt` orders trades of one time within their
 * book: the moment of recording, under the account's trade lock.
 */
export function tradeRow(
  t: TradeToRecord,
  ledger: LedgerStep,
  createdAt: SQL,
): PgInsertValue<typeof trades> {
  const amount = new Decimal(t.amount);
  const price = new Decimal(t.price);
  return {
    ...t,
    amount: money(amount),
    price: money(price),
    ledgerPrice: t.ledgerPrice === undefined ? null : money(new Decimal(t.ledgerPrice)),
    total: money(amount.times(price)),
    fee: money(new Decimal(t.fee)),
    executedAt: new Date(t.executedAtMs),
    positionAfter: money(ledger.state.position),
    averagePriceAfter: money(ledger.state.averagePrice),
    realizedPnl: money(ledger.realized),
    isClosing: ledger.closing,
    openedNotional: money(ledger.openedNotional),
    createdAt,
  };
}

/**
 * Records an executed trade with its ledger state (DESIGN §7), inside the caller's transaction.
 * Returns null when the signal's trade is already recorded (a resumed signal): the unique
 * signal_id makes the insert a no-op, and the caller must then apply nothing else either.
 *
 * The ledger of (account, asset) is a chain in time order (executed_at_ms, then insertion order),
 * so the state before a trade is the row just before it; a trade older than the latest replays
 * the rows after it. The account's trade lock keeps two concurrent recorders from reading the
 * same "previous" row, and from rolling up into the same all-assets rows at once.
 */
export async function recordTrade(
  tx: Db,
  t: TradeToRecord,
): Promise<{ tradeId: string; ledger: LedgerStep; replayed: number } | null> {
  await lockAccountTrades(tx, t.accountId);
  const sameBook = and(eq(trades.accountId, t.accountId), eq(trades.asset, t.asset));
  // The book's state just before this trade, and whether any trade of the book comes after it
  // (out of order): one round trip, under the lock.
  const [before] = await queryRows<{
    position_after: string | null;
    average_price_after: string | null;
    has_later: boolean;
  }>(
    tx,
    sql`select p.position_after::text as position_after, p.average_price_after::text as average_price_after,
          exists (select 1 from ${trades} where ${sameBook} and ${trades.executedAtMs} > ${t.executedAtMs}) as has_later
        from (select 1) one
        left join lateral (
          select ${trades.positionAfter} as position_after, ${trades.averagePriceAfter} as average_price_after
          from ${trades}
          where ${sameBook} and ${trades.executedAtMs} <= ${t.executedAtMs}
          order by ${trades.executedAtMs} desc, ${trades.createdAt} desc, ${trades.id} desc
          limit 1
        ) p on true`,
  );
  const previous =
    before?.position_after != null && before.average_price_after != null
      ? { positionAfter: before.position_after, averagePriceAfter: before.average_price_after }
      : undefined;
  const ledger = applyTrade(previous ? stateOf(previous) : FLAT, {
    side: t.type,
    quantity: t.amount,
    price: t.ledgerPrice ?? t.price,
  });
  const [inserted] = await tx
    .insert(trades)
    // The time of the insert, under the book's lock — not now(), the transaction's start: two
    // trades with one executed_at_ms (TradingView stamps a whole bar's alerts alike) must sort
    // in the order their ledger states were chained, whichever transaction began first.
    .values(tradeRow(t, ledger, sql`clock_timestamp()`))
    .onConflictDoNothing({ target: trades.signalId })
    .returning({ id: trades.id });
  if (!inserted) return null;

  // Out of order: every later trade of the book sees a different past.
  const later = !before?.has_later
    ? []
    : await tx
        .select({
          id: trades.id,
          type: trades.type,
          amount: trades.amount,
          price: sql<string>`coalesce(${trades.ledgerPrice}, ${trades.price})`,
        })
        .from(trades)
        .where(and(sameBook, gt(trades.executedAtMs, t.executedAtMs)))
        .orderBy(asc(trades.executedAtMs), asc(trades.createdAt), asc(trades.id));
  const steps = replay(
    later.map((r) => ({ side: r.type, quantity: r.amount, price: r.price })),
    ledger.state,
  );
  for (const [i, step] of steps.entries()) {
    await tx
      .update(trades)
      .set({
        positionAfter: money(step.state.position),
        averagePriceAfter: money(step.state.averagePrice),
        realizedPnl: money(step.realized),
        isClosing: step.closing,
        openedNotional: money(step.openedNotional),
      })
      .where(eq(trades.id, later[i]!.id));
  }
  if (later.length === 0) {
    await addToTradeAggregates(tx, { tradeIds: [inserted.id], books: [t] });
  } else {
    await refreshTradeAggregates(tx, {
      accountId: t.accountId,
      asset: t.asset,
      fromMs: t.executedAtMs,
    });
  }
  return { tradeId: inserted.id, ledger, replayed: later.length };
}
