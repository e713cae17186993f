import { Decimal, type ExchangeCode } from '@pulso/domain';
import type { Exchange } from 'ccxt';
import { exchangeMessage } from '../../market-data';
import { StepFailure, StepRetry, type OrderRequest, type StepOutcome } from './gateway';

/**
 * What a live account holds and how its market is set, read from and written to its exchange
 * before an order (issue 36): its funds for sizing by equity or balance, and a perpetual's
 * leverage and margin mode.
 */

/**
 * An exchange's answer that the leverage or margin mode asked for is already the market's:
 * Binance -4046 ("No need to change margin type"), Bybit 110026 and 110043 ("not modified").
 */
const ALREADY_SET = /-4046\b|\b110026\b|\b110043\b/;
const MARGIN_WORDS = { cross: 'cruzado', isolated: 'aislado' } as const;

/**
 * The leverage and margin mode the alert asked for on a perpetual, set on the exchange's market
 * before any order is sent (BALANCE_CHECK): a refusal fails the signal with nothing placed.
 * Setting what is already set is not an error. KuCoin takes both with each order instead.
 */
export async function setLeverage(
  exchange: Exchange,
  code: ExchangeCode,
  market: string,
  order: OrderRequest,
): Promise<StepOutcome | null> {
  const { leverage, marginMode } = order;
  if (order.accountType !== 'future' || code === 'kucoin') return null;
  if (leverage === undefined && marginMode === undefined) return null;
  const ccxt = (await import('ccxt')).default;
  const metadata = { exchange: code, leverage: leverage ?? null, marginMode: marginMode ?? null };
  const unlessUnchanged = async (change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (error) {
      if (error instanceof ccxt.MarginModeAlreadySet) return;
      if (error instanceof Error && ALREADY_SET.test(error.message)) return;
      throw error;
    }
  };
  try {
    if (marginMode !== undefined) {
      await unlessUnchanged(() => exchange.setMarginMode(marginMode, market));
    }
    if (leverage !== undefined) {
      await unlessUnchanged(() => exchange.setLeverage(leverage, market));
    }
  } catch (error) {
    // Nothing was ordered yet: an unanswered setting is safe to try again.
    if (error instanceof ccxt.NetworkError) {
      throw new StepRetry(`Sin respuesta de ${code}: ${exchangeMessage(error)}`, metadata);
    }
    throw new StepFailure(
      `${code} no aceptó ${leverage !== undefined ? `el apalancamiento ${leverage}x` : 'el modo de margen'}: ${exchangeMessage(error)}`,
      metadata,
    );
  }
  const parts = [
    ...(leverage !== undefined ? [`apalancamiento ${leverage}x`] : []),
    ...(marginMode !== undefined ? [`margen ${MARGIN_WORDS[marginMode]}`] : []),
  ];
  return { message: `${market} en ${code}: ${parts.join(', ')}`, metadata };
}

/** An account's funds in an order's quote coin, as sizing by equity or balance reads them. */
export interface Funds {
  /** What the account is worth: its quote, net of debt, plus its base (spot, margin) at the price. */
  equity: Decimal;
  /** The quote it may spend now. */
  available: Decimal;
}

/**
 * A live account's funds, from its exchange's balance (ccxt's unified one): a perpetual's equity
 * is its quote's total (the exchange's margin balance, open positions' results included); spot
 * and margin add the base coin at `price`, each net of what is borrowed.
 */
export async function liveFunds(
  exchange: Exchange,
  code: ExchangeCode,
  order: OrderRequest,
  price: Decimal,
): Promise<Funds> {
  let balance: Awaited<ReturnType<Exchange['fetchBalance']>>;
  try {
    balance = await exchange.fetchBalance();
  } catch (error) {
    throw new StepFailure(
      `No se pudo consultar el saldo en ${code} para calcular el tamaño: ${exchangeMessage(error)}`,
      { exchange: code },
    );
  }
  const net = (coin: string) => {
    const held = balance[coin] as { total?: number; debt?: number } | undefined;
    return new Decimal(held?.total ?? 0).minus(held?.debt ?? 0);
  };
  const available = new Decimal((balance[order.quote] as { free?: number } | undefined)?.free ?? 0);
  const equity =
    order.accountType === 'future'
      ? net(order.quote)
      : net(order.quote).plus(net(order.base).times(price));
  return { equity, available };
}
