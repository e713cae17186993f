/**
 * An order's quantity from the way the user sized it (issue 36): a base amount, a quote amount, a
 * share of equity, free balance or position, or a risk budget lost at the stop. Pure: the caller
 * resolves prices, balances and the market's limits. Nothing rounds up, so a risk-sized order
 * never risks more than its budget, fees on entry and exit included.
 */
import Decimal from 'decimal.js';
import { readDecimalText } from './decimal-text';
import { formatExact } from './format';
import type { AmountLimits } from './market-limits';
import { MAX_AMOUNT, orderQuantity } from './order-rules';

// Local on purpose: ./order-intent exports SIZE_MODES/SizeMode; this accepts the same strings.
type SizeModeInput =
  'base' | 'quote' | 'equity_pct' | 'balance_pct' | 'position_pct' | 'risk_amount' | 'risk_pct';

const MODES: readonly string[] = [
  'base',
  'quote',
  'equity_pct',
  'balance_pct',
  'position_pct',
  'risk_amount',
  'risk_pct',
] satisfies SizeModeInput[];
const PERCENT_MODES: readonly string[] = ['equity_pct', 'balance_pct', 'position_pct', 'risk_pct'];

export interface SizingInput {
  mode: SizeModeInput;
  /** As the user typed it: '0.5' (base), '250' (quote), '10' (= 10 %). */
  value: string;
  side: 'buy' | 'sell';
  /** The price the order is sized at. */
  price: Decimal;
  /** Account equity in the quote coin. */
  equity: Decimal;
  /** Free quote balance usable for this order. */
  available: Decimal;
  /** Signed current position in the base coin (+long, −short). */
  position: Decimal;
  /** Resolved stop-loss price, required by the risk modes. */
  stopPrice?: Decimal;
  /** Taker fee fraction: 0.001 = 0.1 %. */
  feeRate: Decimal;
  /** The market's amount step and minimum; without them the quantity is cut to 18 decimals. */
  limits?: AmountLimits | undefined;
  /** The market's minimum notional in quote, if any. */
  minNotional?: Decimal;
  asset: string;
  exchange: string;
  /** The quote coin's code for the explanation ('USDT'); numbers go without one when absent. */
  quote?: string;
}

/** Every figure the sizing used, as plain decimal text. */
export interface SizingFigures {
  [k: string]: string;
}

export type SizingResult =
  | { ok: true; quantity: Decimal; figures: SizingFigures; explanation: string }
  | { ok: false; message: string; field: string; figures: SizingFigures };

/** Budgets and quantities round down; the loss per unit rounds up: both keep the risk ≤ budget. */
const Down = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });
const Up = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_UP });
/** NUMERIC(38,18): without the market's step, no finer than what is stored. */
const PLACES = 18;
const FINEST: AmountLimits = { step: `0.${'0'.repeat(PLACES - 1)}1`, min: '0' };

const plain = (d: Decimal): string => d.toFixed();
const fmt = (d: Decimal.Value): string => formatExact(new Decimal(d).toFixed());

const UNREADABLE = {
  long: 'El tamaño debe ser un número (p. ej. 0,5)',
  format: 'El tamaño debe ser un número (p. ej. 0,5)',
  places: `El tamaño admite como mucho ${PLACES} decimales`,
  large: 'El tamaño es demasiado grande',
} as const;

type Raw = { raw: Decimal; basis: string; perUnit?: Decimal } | { field: string; message: string };

export function sizeOrder(input: SizingInput): SizingResult {
  const figures: SizingFigures = { mode: input.mode, side: input.side };
  const refuse = (field: string, message: string): SizingResult => ({
    ok: false,
    message,
    field,
    figures,
  });
  if (!MODES.includes(input.mode)) {
    return refuse('size_type', `Tipo de tamaño desconocido: «${String(input.mode)}»`);
  }
  const read = readDecimalText(input.value.trim(), { exponent: false, signed: true });
  if (!read.ok) return refuse('size', UNREADABLE[read.reason]);
  figures.value = read.value;
  const value = new Down(read.value);
  if (value.lte(0)) return refuse('size', 'El tamaño debe ser mayor que cero');
  if (PERCENT_MODES.includes(input.mode) && value.gt(100)) {
    return refuse('size', `El tamaño es un porcentaje: ${fmt(value)} % supera el 100 %`);
  }
  if (!input.price.isFinite() || input.price.lte(0)) {
    return refuse('size', 'No hay precio con el que calcular el tamaño de la orden');
  }
  const price = new Down(input.price.toString());
  figures.price = plain(price);

  const sized = rawQuantity(input, value, price, figures);
  if ('field' in sized) return refuse(sized.field, sized.message);

  const limits = input.limits ?? FINEST;
  if (input.limits) {
    figures.step = plain(new Decimal(limits.step));
    figures.min = plain(new Decimal(limits.min));
  }
  // The same floor as the raw figure, in digits a message can show.
  const places = Math.max(PLACES, new Decimal(limits.step).decimalPlaces());
  const cut = sized.raw.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  figures.raw = plain(cut);
  const checked = orderQuantity(plain(cut), limits, input);
  if (!checked.ok) {
    if (cut.gt(MAX_AMOUNT)) {
      return refuse(
        'size',
        `La cantidad resultante, ${fmt(cut)} ${input.asset}, supera el máximo admitido (${fmt(MAX_AMOUNT)})`,
      );
    }
    return refuse(
      'size',
      input.limits
        ? `La cantidad resultante, ${fmt(cut)} ${input.asset}, es menor que el mínimo de ${input.exchange}: ${fmt(limits.min)} ${input.asset} (en múltiplos de ${fmt(limits.step)})`
        : `La cantidad resultante, ${fmt(cut)} ${input.asset}, es demasiado pequeña`,
    );
  }
  const quantity = checked.quantity;
  figures.rounded = plain(quantity);
  const notional = new Down(plain(quantity)).times(price);
  figures.notional = plain(notional);
  if (sized.perUnit) figures.risk = plain(new Up(plain(quantity)).times(sized.perUnit));

  const money = moneyIn(input.quote);
  if (input.minNotional) {
    figures.minNotional = plain(input.minNotional);
    if (notional.lt(input.minNotional.toString())) {
      return refuse(
        'size',
        `La orden de ${fmt(quantity)} ${input.asset} a ${fmt(price)} vale ${money(notional)}, menos que el mínimo de ${input.exchange}: ${money(input.minNotional)}`,
      );
    }
  }
  const rounding = checked.rounded
    ? ` (a la baja, en múltiplos de ${fmt(limits.step)} ${input.asset})`
    : '';
  return {
    ok: true,
    quantity,
    figures,
    explanation: `${sized.basis} → ${fmt(quantity)} ${input.asset}${rounding}`,
  };
}

function moneyIn(quote: string | undefined): (d: Decimal.Value) => string {
  return (d) => (quote ? `${fmt(d)} ${quote}` : fmt(d));
}

/** The unrounded quantity for the mode, with the words that say how it was reached. */
function rawQuantity(
  input: SizingInput,
  value: Decimal,
  price: Decimal,
  figures: SizingFigures,
): Raw {
  const money = moneyIn(input.quote);
  const pct = `${fmt(value)} %`;
  const at = `a ${fmt(price)}`;
  switch (input.mode) {
    case 'base':
      return { raw: value, basis: `${fmt(value)} ${input.asset}` };
    case 'quote':
      figures.budget = plain(value);
      return { raw: value.div(price), basis: `${money(value)} ${at}` };
    case 'equity_pct':
    case 'balance_pct': {
      const equity = input.mode === 'equity_pct';
      const base = new Down((equity ? input.equity : input.available).toString());
      figures[equity ? 'equity' : 'available'] = plain(base);
      if (!base.isFinite() || base.lte(0)) {
        return {
          field: 'size',
          message: equity
            ? `El capital de la cuenta es ${money(base)}: no hay de qué tomar un ${pct}`
            : `El saldo disponible es ${money(base)}: no hay de qué tomar un ${pct}`,
        };
      }
      const budget = base.times(value).div(100);
      figures.budget = plain(budget);
      const what = equity ? 'del capital' : 'del saldo disponible';
      return { raw: budget.div(price), basis: `${pct} ${what} (${money(base)}) ${at}` };
    }
    case 'position_pct':
      return positionShare(input, value, figures);
    case 'risk_amount':
    case 'risk_pct':
      return riskSized(input, value, price, figures);
  }
}

function positionShare(input: SizingInput, value: Decimal, figures: SizingFigures): Raw {
  const position = new Down(input.position.toString());
  figures.position = plain(position);
  const amount = `${fmt(position.abs())} ${input.asset}`;
  if (!position.isFinite() || position.isZero()) {
    return {
      field: 'size_type',
      message: `No hay posición abierta en ${input.asset}: el tamaño en % de la posición solo sirve para reducirla`,
    };
  }
  const long = position.gt(0);
  if ((long && input.side !== 'sell') || (!long && input.side !== 'buy')) {
    return {
      field: 'size_type',
      message: long
        ? `El tamaño en % de la posición solo la reduce: con una posición larga de ${amount}, la orden debe ser de venta`
        : `El tamaño en % de la posición solo la reduce: con una posición corta de ${amount}, la orden debe ser de compra`,
    };
  }
  return {
    raw: position.abs().times(value).div(100),
    basis: `${fmt(value)} % de la posición (${amount})`,
  };
}

function riskSized(
  input: SizingInput,
  value: Decimal,
  price: Decimal,
  figures: SizingFigures,
): Raw {
  const money = moneyIn(input.quote);
  if (!input.stopPrice) {
    return { field: 'stop_loss', message: 'El tamaño por riesgo necesita un stop loss' };
  }
  const stop = new Up(input.stopPrice.toString());
  figures.stopPrice = plain(stop);
  if (!stop.isFinite() || stop.lte(0)) {
    return { field: 'stop_loss', message: 'El stop loss debe ser un precio positivo' };
  }
  if (stop.eq(price)) {
    return {
      field: 'stop_loss',
      message: `El stop loss (${fmt(stop)}) es igual al precio: no hay riesgo con el que calcular el tamaño`,
    };
  }
  const buy = input.side === 'buy';
  if (buy ? stop.gt(price) : stop.lt(price)) {
    return {
      field: 'stop_loss',
      message: buy
        ? `El stop loss de una compra debe estar por debajo del precio (${fmt(price)}); está en ${fmt(stop)}`
        : `El stop loss de una venta debe estar por encima del precio (${fmt(price)}); está en ${fmt(stop)}`,
    };
  }
  let budget = value;
  let basis = `Riesgo de ${money(value)}`;
  if (input.mode === 'risk_pct') {
    const equity = new Down(input.equity.toString());
    figures.equity = plain(equity);
    if (!equity.isFinite() || equity.lte(0)) {
      return {
        field: 'size',
        message: `El capital de la cuenta es ${money(equity)}: no hay de qué tomar un ${fmt(value)} %`,
      };
    }
    budget = equity.times(value).div(100);
    basis = `Riesgo del ${fmt(value)} % del capital (${money(budget)})`;
  }
  figures.budget = plain(budget);
  const fee = new Up(input.feeRate.toString());
  figures.feeRate = plain(fee);
  const distance = stop.minus(price.toString()).abs();
  const feePerUnit = new Up(price.toString()).times(fee).plus(stop.times(fee));
  const perUnit = distance.plus(feePerUnit);
  figures.stopDistance = plain(distance);
  figures.feePerUnit = plain(feePerUnit);
  figures.lossPerUnit = plain(perUnit);
  return {
    raw: budget.div(perUnit.toString()),
    perUnit,
    basis: `${basis} con stop en ${fmt(stop)} desde ${fmt(price)} (${money(perUnit)} por unidad, comisiones incluidas)`,
  };
}

/**
 * The order that moves a signed position to a target. size = the target position's absolute size
 * (ignored for flat). null when the position already is the target (within `step`, when given).
 * `closes` is the part that reduces the current position, `opens` the part beyond it.
 */
export function targetOrder(
  position: Decimal,
  target: 'long' | 'short' | 'flat',
  size: Decimal,
  step?: Decimal,
): { side: 'buy' | 'sell'; quantity: Decimal; closes: Decimal; opens: Decimal } | null {
  const from = new Down(position.toString());
  const goal = target === 'flat' ? new Down(0) : new Down(size.toString()).abs();
  const delta = (target === 'short' ? goal.neg() : goal).minus(from);
  if (delta.isZero() || (step && delta.abs().lt(step.toString()))) return null;
  const side = delta.gt(0) ? 'buy' : 'sell';
  const quantity = delta.abs();
  const closes = reduceOnlyQuantity(position, side, quantity);
  return {
    side,
    quantity: new Decimal(plain(quantity)),
    closes,
    opens: new Decimal(plain(quantity.minus(closes.toString()))),
  };
}

/** Reduce-only: the part of an order that reduces the position (0 when it would only increase it or the position is flat). */
export function reduceOnlyQuantity(
  position: Decimal,
  side: 'buy' | 'sell',
  quantity: Decimal,
): Decimal {
  const reduces = (position.gt(0) && side === 'sell') || (position.lt(0) && side === 'buy');
  if (!reduces || !quantity.gt(0)) return new Decimal(0);
  return new Decimal(plain(Down.min(quantity.toString(), new Down(position.toString()).abs())));
}
