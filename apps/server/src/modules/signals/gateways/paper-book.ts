/**
 * The paper exchange's bookkeeping, pure: given an account's holdings, what an order needs, what it
 * borrows and repays, and the holdings after it — or why it cannot run. The gateway runs it once
 * to check (BALANCE_CHECK) and again under row locks to settle (POST_PROCESSING).
 */
import { Decimal, formatExact, LIMITS, type AccountType } from '@pulso/domain';

export interface Holding {
  free: Decimal;
  borrowed: Decimal;
}
export type Holdings = ReadonlyMap<string, Holding>;

export interface PaperOrder {
  accountType: AccountType;
  side: 'buy' | 'sell';
  quantity: Decimal;
  price: Decimal;
  /** Taker fee as a fraction (0.001 = 0.1 %), charged in the quote asset. */
  feeRate: Decimal;
  base: string;
  quote: string;
  /** Futures: the paper_balances row holding the signed position of this symbol. */
  positionKey: string;
  /** Futures: the alert's leverage (issue 36); without one, 1x. */
  leverage?: number | undefined;
}

export interface Movement {
  asset: string;
  amount: Decimal;
}

export type PaperPlan =
  | { ok: false; reason: string; required: Decimal; available: Decimal; asset: string }
  | {
      ok: true;
      fee: Decimal;
      required: Decimal;
      available: Decimal;
      asset: string;
      borrow: Movement | null;
      repay: Movement | null;
      /** The new value of every holding the order changes. */
      after: Map<string, Holding>;
    };

/** Spec §9: a buy must be covered with 1 % to spare. */
export const SAFETY = new Decimal(1).plus(new Decimal(LIMITS.safetyMarginPercent).div(100));
/** How far margin accounts may borrow: up to (leverage − 1) × equity. */
export const MARGIN_LEVERAGE: Record<'crossMargin' | 'isolatedMargin', number> = {
  crossMargin: 3,
  isolatedMargin: 5,
};
/** Futures: the position's notional over its leverage (1x unless the alert says) must be covered by the quote balance. */

const ZERO = new Decimal(0);
const holding = (h: Holdings, asset: string): Holding =>
  h.get(asset) ?? { free: ZERO, borrowed: ZERO };
/** A quantity inside a Spanish message: es-ES, exact to 8 decimals ('0,03', not '0.03'). */
const fmt = (d: Decimal) => formatExact(d.toDecimalPlaces(8));

function insufficient(asset: string, required: Decimal, available: Decimal, what: string) {
  return {
    ok: false as const,
    reason: `Saldo insuficiente: ${what} requiere ${fmt(required)} ${asset} (con el ${LIMITS.safetyMarginPercent} % de margen de seguridad) y hay ${fmt(available)} ${asset} disponibles`,
    required,
    available,
    asset,
  };
}

export function planPaperOrder(holdings: Holdings, o: PaperOrder): PaperPlan {
  switch (o.accountType) {
    case 'spot':
      return planSpot(holdings, o);
    case 'crossMargin':
    case 'isolatedMargin':
      return planMargin(holdings, o, MARGIN_LEVERAGE[o.accountType]);
    case 'future':
      return planFuture(holdings, o);
  }
}

function planSpot(h: Holdings, o: PaperOrder): PaperPlan {
  const notional = o.quantity.times(o.price);
  const fee = notional.times(o.feeRate);
  const base = holding(h, o.base);
  const quote = holding(h, o.quote);
  const after = new Map<string, Holding>();
  if (o.side === 'buy') {
    const required = notional.plus(fee).times(SAFETY);
    if (quote.free.lt(required)) return insufficient(o.quote, required, quote.free, 'la compra');
    after.set(o.quote, { ...quote, free: quote.free.minus(notional).minus(fee) });
    after.set(o.base, { ...base, free: base.free.plus(o.quantity) });
    return {
      ok: true,
      fee,
      required,
      available: quote.free,
      asset: o.quote,
      borrow: null,
      repay: null,
      after,
    };
  }
  // Spot cannot sell what it does not hold.
  if (base.free.lt(o.quantity)) return insufficient(o.base, o.quantity, base.free, 'la venta');
  after.set(o.base, { ...base, free: base.free.minus(o.quantity) });
  after.set(o.quote, { ...quote, free: quote.free.plus(notional).minus(fee) });
  return {
    ok: true,
    fee,
    required: o.quantity,
    available: base.free,
    asset: o.base,
    borrow: null,
    repay: null,
    after,
  };
}

/**
 * Margin: the shortfall is borrowed (quote to buy, base to sell short) within (leverage − 1) ×
 * equity; what the order brings in repays that asset's debt first.
 */
function planMargin(h: Holdings, o: PaperOrder, leverage: number): PaperPlan {
  const notional = o.quantity.times(o.price);
  const fee = notional.times(o.feeRate);
  const base = { ...holding(h, o.base) };
  const quote = { ...holding(h, o.quote) };
  const equity = quote.free
    .minus(quote.borrowed)
    .plus(base.free.minus(base.borrowed).times(o.price));
  const capacity = Decimal.max(equity, 0).times(leverage - 1);
  const debtValue = quote.borrowed.plus(base.borrowed.times(o.price));

  const [spend, receive, spent, received] =
    o.side === 'buy'
      ? [quote, base, notional.plus(fee), o.quantity]
      : [base, quote, o.quantity, notional.minus(fee)];
  const spendAsset = o.side === 'buy' ? o.quote : o.base;
  const receiveAsset = o.side === 'buy' ? o.base : o.quote;

  let borrow: Movement | null = null;
  const shortfall = spent.minus(spend.free);
  if (shortfall.gt(0)) {
    const value = o.side === 'buy' ? shortfall : shortfall.times(o.price);
    const required = debtValue.plus(value).times(SAFETY);
    if (required.gt(capacity)) {
      return {
        ok: false,
        reason: `Saldo insuficiente: faltan ${fmt(shortfall)} ${spendAsset} y el préstamo (${fmt(required)} ${o.quote} de deuda con el ${LIMITS.safetyMarginPercent} % de margen) supera el límite de ${fmt(capacity)} ${o.quote} (${leverage}x)`,
        required,
        available: capacity,
        asset: o.quote,
      };
    }
    borrow = { asset: spendAsset, amount: shortfall };
    spend.free = spend.free.plus(shortfall);
    spend.borrowed = spend.borrowed.plus(shortfall);
  }
  spend.free = spend.free.minus(spent);
  receive.free = receive.free.plus(received);

  let repay: Movement | null = null;
  if (receive.borrowed.gt(0)) {
    const amount = Decimal.min(receive.free, receive.borrowed);
    if (amount.gt(0)) {
      repay = { asset: receiveAsset, amount };
      receive.free = receive.free.minus(amount);
      receive.borrowed = receive.borrowed.minus(amount);
    }
  }
  const after = new Map<string, Holding>([
    [spendAsset, spend],
    [receiveAsset, receive],
  ]);
  return {
    ok: true,
    fee,
    required: spent,
    available: holding(h, spendAsset).free,
    asset: spendAsset,
    borrow,
    repay,
    after,
  };
}

/**
 * Futures: a signed position per symbol (shorts allowed). Growing the position needs its
 * notional over the order's leverage (1x by default) plus the fee, with the safety margin, in the quote balance; reducing only the fee.
 * Realized PnL reaches the quote balance when the trade is recorded (`settleFutureRealized`).
 */
function planFuture(h: Holdings, o: PaperOrder): PaperPlan {
  const notional = o.quantity.times(o.price);
  const fee = notional.times(o.feeRate);
  const quote = holding(h, o.quote);
  const position = holding(h, o.positionKey);
  const next = position.free.plus(o.side === 'buy' ? o.quantity : o.quantity.neg());
  const growing = next.abs().gt(position.free.abs());
  const margin = next
    .abs()
    .times(o.price)
    .div(o.leverage ?? 1);
  const required = growing ? margin.plus(fee).times(SAFETY) : fee;
  if (quote.free.lt(required)) {
    return insufficient(o.quote, required, quote.free, `la posición de ${fmt(next)} ${o.base}`);
  }
  const after = new Map<string, Holding>([
    [o.quote, { ...quote, free: quote.free.minus(fee) }],
    [o.positionKey, { ...position, free: next }],
  ]);
  return {
    ok: true,
    fee,
    required,
    available: quote.free,
    asset: o.quote,
    borrow: null,
    repay: null,
    after,
  };
}
