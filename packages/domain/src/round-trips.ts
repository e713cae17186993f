/**
 * Round trips (issue 38). A round trip is a position's life on one (account, asset) book: it
 * opens when the position leaves zero, takes every scale-in and partial exit, and closes when the
 * position returns to zero — or when a fill flips it, which closes one trip and opens the next in
 * the same fill (its fee split by quantity). The ledger of DESIGN §7 decides the position after
 * each fill; a trip's realized PnL is the sum of its fills' realized PnL, so every trip adds up to
 * the ledger's realized figure exactly. Their statistics are in trip-statistics.ts, their
 * breakdowns in trip-breakdowns.ts.
 *
 * Money is USD decimal text (the ledger's price).
 */
import Decimal from 'decimal.js';
import { applyTrade, FLAT, type LedgerState } from './ledger';

/** The review lists this many round trips, newest first (its statistics count them all). */
export const REVIEW_TRIPS_LISTED = 500;

export type TripSide = 'long' | 'short';

export interface RoundTrip {
  accountId: string;
  asset: string;
  symbol: string;
  side: TripSide;
  openedAtMs: number;
  closedAtMs: number;
  /** Quantity entered (the opening fill and every scale-in) and exited (every reduction). */
  quantity: string;
  entryPrice: string;
  exitPrice: string;
  realizedPnl: string;
  /** USD fees of the trip's fills (a flip's fee split by quantity); unpriced fees are left out. */
  fees: string;
  netPnl: string;
  /** netPnl over the notional entered × 100. */
  returnPct: string;
  fills: number;
  /** Where the opening fill came from: webhook, manual, copy, strategy or import. */
  source: string;
  /** The planned stop of the opening signal, when one was set. */
  stopPrice?: string | undefined;
  /** netPnl over the initial risk (|entry − stop| × the opening quantity), when a stop is known. */
  rMultiple?: string | undefined;
  /** A fee of the trip had no USD price when written: `fees` leaves it out. */
  unpricedFees?: boolean | undefined;
  /** Its tags (its journal entry's, then its automatic ones), where the viewer may read them. */
  tags?: string[] | undefined;
  /** The automatic ones among them: the opening alert's, strategy's or copy leader's. */
  autoTags?: string[] | undefined;
}

/** A fill as the reference builder reads it: in time order per (account, asset). */
export interface TripFill {
  accountId: string;
  asset: string;
  symbol: string;
  side: 'buy' | 'sell';
  quantity: string;
  /** USD price the ledger counts the fill at. */
  price: string;
  feeUsd: string;
  executedAtMs: number;
  source: string;
}

const ZERO = new Decimal(0);

interface OpenTrip {
  first: TripFill;
  side: TripSide;
  openedAtMs: number;
  entered: Decimal;
  enteredNotional: Decimal;
  exited: Decimal;
  exitedNotional: Decimal;
  realized: Decimal;
  fees: Decimal;
  fills: number;
}

function finish(t: OpenTrip, closedAtMs: number): RoundTrip {
  const net = t.realized.minus(t.fees);
  return {
    accountId: t.first.accountId,
    asset: t.first.asset,
    symbol: t.first.symbol,
    side: t.side,
    openedAtMs: t.openedAtMs,
    closedAtMs,
    quantity: t.entered.toFixed(),
    entryPrice: t.enteredNotional.div(t.entered).toFixed(),
    exitPrice: t.exitedNotional.div(t.exited).toFixed(),
    realizedPnl: t.realized.toFixed(),
    fees: t.fees.toFixed(),
    netPnl: net.toFixed(),
    returnPct: net.div(t.enteredNotional).times(100).toFixed(),
    fills: t.fills,
    source: t.first.source,
  };
}

/**
 * The closed round trips of a fill history, replayed through the ledger from flat: the reference
 * the server's SQL is checked against, and what a backtest reports. Fills in time order.
 */
export function roundTripsFromFills(fills: readonly TripFill[]): RoundTrip[] {
  const books = new Map<string, { state: LedgerState; trip: OpenTrip | null }>();
  const closed: RoundTrip[] = [];
  for (const fill of fills) {
    const key = `${fill.accountId}\u0000${fill.asset}`;
    const book = books.get(key) ?? { state: FLAT, trip: null };
    const before = book.state.position;
    const step = applyTrade(book.state, fill);
    const after = step.state.position;
    const size = new Decimal(fill.quantity);
    const price = new Decimal(fill.price);
    const fee = new Decimal(fill.feeUsd);
    const flips = !before.isZero() && !after.isZero() && before.isPositive() !== after.isPositive();
    const closes = after.isZero() || flips;
    // The part of the fill that reduced the open trip, and the part that opened or added.
    const reduced =
      before.isZero() || (!flips && after.abs().gt(before.abs()))
        ? ZERO
        : Decimal.min(size, before.abs());
    const opened = size.minus(reduced);
    const reducedFee = fee.times(reduced).div(size);
    if (book.trip && reduced.gt(0)) {
      const t = book.trip;
      t.exited = t.exited.plus(reduced);
      t.exitedNotional = t.exitedNotional.plus(reduced.times(price));
      t.realized = t.realized.plus(step.realized);
      t.fees = t.fees.plus(reducedFee);
      t.fills += 1;
      if (closes) {
        closed.push(finish(t, fill.executedAtMs));
        book.trip = null;
      }
    }
    if (opened.gt(0)) {
      const t: OpenTrip = book.trip ?? {
        first: fill,
        side: after.isPositive() ? 'long' : 'short',
        openedAtMs: fill.executedAtMs,
        entered: ZERO,
        enteredNotional: ZERO,
        exited: ZERO,
        exitedNotional: ZERO,
        realized: ZERO,
        fees: ZERO,
        fills: 0,
      };
      t.entered = t.entered.plus(opened);
      t.enteredNotional = t.enteredNotional.plus(opened.times(price));
      t.fees = t.fees.plus(fee.minus(reducedFee));
      t.fills += 1;
      book.trip = t;
    }
    books.set(key, { state: step.state, trip: book.trip });
  }
  return closed;
}
