import { Decimal, STABLE_COINS, type AccountType } from '@pulso/domain';
import type { Balances, Exchange, Position } from 'ccxt';
import { decimal, type Market } from './exchange-trades';

// What an exchange says an account holds, as the sync reads it: the coins of its balance, the
// positions of its perpetuals, and the markets whose history is worth asking for.

/** Quote currencies whose pairs are always read, besides the coins the account holds. */
const QUOTES = new Set<string>(['USDT', 'USDC', 'FDUSD', ...STABLE_COINS]);

/** A market an account of the type trades in: USDⓈ-margined perpetuals (futures), else spot. */
export const ofAccount = (market: Market, accountType: AccountType) =>
  accountType === 'future' ? market.swap === true && market.linear === true : market.spot === true;

/** The coins a balance holds (their totals, free and locked), those above zero. */
export function heldTotals(balance: Balances): Record<string, string> {
  const totals = (balance.total ?? {}) as unknown as Record<string, number | undefined>;
  return Object.fromEntries(
    Object.entries(totals)
      .filter(([, total]) => (total ?? 0) > 0)
      .map(([asset, total]) => [asset, decimal(total)]),
  );
}

/** The USDⓈ-margined perpetuals' positions, per base coin, in the coin (a short negative). */
export function positionSizes(exchange: Exchange, positions: Position[]): Record<string, string> {
  const held = new Map<string, Decimal>();
  for (const position of positions) {
    const market = position.symbol ? exchange.markets?.[position.symbol] : undefined;
    if (!market?.linear || !position.contracts) continue;
    const size = new Decimal(decimal(position.contracts)).times(decimal(market.contractSize ?? 1));
    const signed = position.side === 'short' ? size.neg() : size;
    held.set(market.base, (held.get(market.base) ?? new Decimal(0)).plus(signed));
  }
  return Object.fromEntries([...held].map(([asset, size]) => [asset, size.toFixed()]));
}

/**
 * The account type's markets (spot, or USDⓈ-margined perpetuals) of `coins`, against a stable
 * coin or another of them, in symbol order.
 */
export function marketsOf(
  exchange: Exchange,
  accountType: AccountType,
  coins: ReadonlySet<string>,
): Market[] {
  return Object.values(exchange.markets ?? {})
    .filter(
      (m): m is Market =>
        m !== undefined &&
        ofAccount(m, accountType) &&
        coins.has(m.base) &&
        (QUOTES.has(m.quote) || coins.has(m.quote)),
    )
    .sort((a, b) => a.symbol.localeCompare(b.symbol, 'en'));
}
