/**
 * Currency conversion through USD and the stable coins (spec §5, DESIGN §7): quotes USDT, USDC,
 * BUSD, USD, DAI and TUSD count as USD; other assets convert through their price against one of
 * them, or fail with the spec's message.
 */
import { STABLE_COINS, isStableCoin } from './constants';
import { AppError } from './errors';
import { MESSAGES } from './messages';

/** The latest price of one `base` in `quote` (e.g. 'BTC', 'USDT'), or undefined when unknown. */
export type PriceLookup = (base: string, quote: string) => number | undefined;

const usable = (price: number | undefined): price is number =>
  price !== undefined && Number.isFinite(price) && price > 0;

/** The USD value of one unit of `asset`, or undefined when no price reaches USD. */
export function usdPrice(asset: string, lookup: PriceLookup): number | undefined {
  const a = asset.toUpperCase();
  if (isStableCoin(a)) return 1;
  for (const quote of STABLE_COINS) {
    const price = lookup(a, quote);
    if (usable(price)) return price;
  }
  // A stable coin quoted in the asset (rare, but some venues list USDT/TRY-style pairs).
  for (const base of STABLE_COINS) {
    const price = lookup(base, a);
    if (usable(price)) return 1 / price;
  }
  return undefined;
}

/**
 * `amount` of `from` expressed in `to`: a direct or inverse pair first, else through USD.
 * Throws AppError 'Cannot convert from X to Y with available price data'.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  lookup: PriceLookup,
): number {
  const f = from.toUpperCase();
  const t = to.toUpperCase();
  if (f === t || (isStableCoin(f) && isStableCoin(t))) return amount;
  const direct = lookup(f, t);
  if (usable(direct)) return amount * direct;
  const inverse = lookup(t, f);
  if (usable(inverse)) return amount / inverse;
  const fromUsd = usdPrice(f, lookup);
  const toUsd = usdPrice(t, lookup);
  if (fromUsd === undefined || toUsd === undefined) {
    throw new AppError('BAD_REQUEST', MESSAGES.conversion.cannotConvert(from, to));
  }
  return (amount * fromUsd) / toUsd;
}
