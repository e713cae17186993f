import Decimal from 'decimal.js';

/**
 * The per-(account, asset) trade ledger of DESIGN §7, exactly:
 * - a trade with the position's sign (or on a flat position) averages into it;
 * - a trade against it closes c = min(|q|, |P|) at (p − A)·sign(P) each, and what is left beyond
 *   the position opens the other side at p.
 * Decimal arithmetic throughout: money is never a float here.
 */
export interface LedgerState {
  /** Signed position P: positive long, negative short. */
  position: Decimal;
  /** Average entry price A of the open position; 0 when flat. */
  averagePrice: Decimal;
}

export interface LedgerTrade {
  side: 'buy' | 'sell';
  quantity: Decimal.Value;
  price: Decimal.Value;
}

export interface LedgerStep {
  state: LedgerState;
  /** Realized PnL of this trade (0 unless it closes). */
  realized: Decimal;
  /** Whether it reduced a position (a "closing trade" for the win rate). */
  closing: boolean;
  /** Notional that opened or increased a position (the ROI denominator's part). */
  openedNotional: Decimal;
}

export const FLAT: LedgerState = Object.freeze({
  position: new Decimal(0),
  averagePrice: new Decimal(0),
});

export function applyTrade(state: LedgerState, trade: LedgerTrade): LedgerStep {
  const p = new Decimal(trade.price);
  const size = new Decimal(trade.quantity);
  if (!size.isFinite() || size.lte(0) || !p.isFinite() || p.lte(0)) {
    throw new RangeError('A trade needs a positive quantity and price');
  }
  const q = trade.side === 'buy' ? size : size.neg();
  const P = state.position;
  const A = state.averagePrice;

  if (P.isZero() || P.isPositive() === q.isPositive()) {
    const total = P.abs().plus(size);
    return {
      state: { position: P.plus(q), averagePrice: P.abs().times(A).plus(size.times(p)).div(total) },
      realized: new Decimal(0),
      closing: false,
      openedNotional: size.times(p),
    };
  }

  const closed = Decimal.min(size, P.abs());
  const realized = closed.times(p.minus(A)).times(P.isPositive() ? 1 : -1);
  const position = P.plus(q);
  const flipped = !position.isZero() && position.isPositive() !== P.isPositive();
  return {
    state: { position, averagePrice: position.isZero() ? new Decimal(0) : flipped ? p : A },
    realized,
    closing: true,
    openedNotional: flipped ? position.abs().times(p) : new Decimal(0),
  };
}

/** Replays trades in order from a state (flat by default), returning each step. */
export function replay(trades: readonly LedgerTrade[], from: LedgerState = FLAT): LedgerStep[] {
  const steps: LedgerStep[] = [];
  let state = from;
  for (const trade of trades) {
    const step = applyTrade(state, trade);
    steps.push(step);
    state = step.state;
  }
  return steps;
}

/** Unrealized PnL of a state at a mark price: P·(mark − A). */
export function unrealized(state: LedgerState, mark: Decimal.Value): Decimal {
  return state.position.isZero()
    ? new Decimal(0)
    : state.position.times(new Decimal(mark).minus(state.averagePrice));
}

export { Decimal };
