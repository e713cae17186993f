/**
 * What an order must be to reach an exchange, whichever the gateway (DESIGN §6, VALIDATION).
 */
import Decimal from 'decimal.js';
import type { AmountLimits } from './market-limits';

/** Not in the spec: a deactivated user's accounts neither take nor copy nor run anything (M5). */
export const OWNER_INACTIVE = 'El usuario propietario de la cuenta está desactivado';

/** Enough digits that flooring a quantity to its step is exact (quantities stop at MAX_AMOUNT). */
const Exact = Decimal.clone({ precision: 60 });
/** No exchange lists a market that takes an order this large: beyond it, the input is nonsense. */
export const MAX_AMOUNT = '1e15';

export type QuantityCheck =
  { ok: true; quantity: Decimal; rounded: boolean } | { ok: false; message: string };

/**
 * An order's size the exchange's way (ccxt's amountToPrecision truncates): down to a whole number
 * of steps, refused below the minimum, so a dust amount never reaches the ledger as zero.
 */
export function orderQuantity(
  requested: Decimal.Value,
  limits: AmountLimits,
  where: { asset: string; exchange: string },
): QuantityCheck {
  const q = new Exact(requested.toString());
  const step = new Exact(limits.step);
  const min = new Exact(limits.min);
  if (!q.isFinite() || q.lte(0)) return { ok: false, message: 'La cantidad debe ser positiva' };
  if (q.gt(MAX_AMOUNT)) {
    return {
      ok: false,
      message: `La cantidad ${q.toString()} ${where.asset} supera el máximo admitido (${MAX_AMOUNT})`,
    };
  }
  // Cut to the step's decimals first (exact), so the division below has few digits to keep.
  const cut = q.toDecimalPlaces(step.decimalPlaces(), Decimal.ROUND_DOWN);
  const quantity = step.gt(0) ? cut.div(step).floor().times(step) : cut;
  if (quantity.lt(min) || quantity.lte(0)) {
    return {
      ok: false,
      message: `La cantidad ${q.toString()} ${where.asset} es menor que el mínimo de ${where.exchange}: ${min.toString()} ${where.asset} (en múltiplos de ${step.toString()})`,
    };
  }
  return { ok: true, quantity: new Decimal(quantity.toString()), rounded: !quantity.eq(q) };
}
