import { AppError, Decimal, type ExchangeCode } from '@pulso/domain';
import type { FundingHistory, Market as MaybeMarket, Trade } from 'ccxt';
import {
  exchangeFailure,
  redactSecrets,
  reducedError,
  type AccountCredentials,
} from '../market-data';
import type { ImportRow } from './csv-import';

// An exchange's trades and errors as a sync sees them: rows for the import, messages for the user.

/** A market the exchange lists (ccxt's type allows none). */
export type Market = NonNullable<MaybeMarket>;

/** The account is gone or lost its keys: the sync stops with this message. */
export class SyncRefused extends Error {}

export const decimal = (n: number | string | undefined) => new Decimal(String(n ?? 0)).toFixed();

/** One exchange trade as an import row (none before the sync's start, or without a size). */
export function toRow(
  code: ExchangeCode,
  market: Market,
  trade: Trade,
  since: number,
): ImportRow[] {
  const at = trade.timestamp;
  if (!at || at < since || !trade.id || !trade.amount || !trade.price) return [];
  if (trade.side !== 'buy' && trade.side !== 'sell') return [];
  return [
    {
      line: 0,
      executedAtMs: at,
      asset: market.base,
      quoteAsset: market.quote,
      side: trade.side,
      // A contract's trades are counted in contracts: the ledger counts the coin.
      amount: new Decimal(decimal(trade.amount)).times(decimal(market.contractSize ?? 1)).toFixed(),
      price: decimal(trade.price),
      fee: decimal(trade.fee?.cost),
      feeAsset: trade.fee?.currency ?? market.quote,
      tradeId: String(trade.id),
      ...(trade.order ? { orderId: String(trade.order) } : {}),
      // Trade ids are per market on some exchanges (Binance): the market is part of the identity.
      externalId: `${code}:${market.id}:${trade.id}`,
    },
  ];
}

/** A funding payment of a perpetual as the import records it (received positive). */
export interface FundingRow {
  asset: string;
  symbol: string;
  currency: string;
  amount: string;
  paidAtMs: number;
  externalId: string;
}

/**
 * Exchanges whose funding ccxt passes on as a fee (Bybit's execution `execFee`: positive when
 * paid), the opposite sign of a payment received.
 */
const FUNDING_AS_FEE = new Set<ExchangeCode>(['bybit']);

/** One entry of ccxt's fetchFundingHistory as a funding row (none before the sync's start). */
export function toFunding(
  code: ExchangeCode,
  market: Market,
  entry: FundingHistory,
  since: number,
): FundingRow[] {
  const at = entry.timestamp;
  if (!at || at < since || !entry.amount) return [];
  const amount = new Decimal(decimal(entry.amount));
  return [
    {
      asset: market.base,
      symbol: market.symbol,
      // A perpetual's funding is paid in the coin it settles in (ccxt names Bybit's all USDT).
      currency: market.settle ?? entry.code ?? market.quote,
      amount: (FUNDING_AS_FEE.has(code) ? amount.neg() : amount).toFixed(),
      paidAtMs: at,
      // Without the exchange's id, the market and the moment name the payment (one per interval).
      externalId: `${code}:funding:${entry.id ?? `${market.id}:${at}`}`,
    },
  ];
}

/**
 * An exchange's error as the sync keeps it (its status, its log lines): reduced to its ccxt class,
 * the exchange's code and a fixed message (market-data's exchange-errors.ts), nothing of what the
 * exchange or ccxt wrote, which may quote the signed request; the account's credentials masked
 * in every encoding besides, as defense in depth. Pulso's own refusals pass through.
 */
export function redacted(err: unknown, credentials: AccountCredentials): unknown {
  if (err instanceof SyncRefused || err instanceof AppError) return err;
  const reduced = reducedError(err);
  reduced.message = redactSecrets(reduced.message, credentials);
  return reduced;
}

/** Why a sync stopped, in the user's words (Spanish), with the exchange's class and code. */
export function syncError(err: unknown): string {
  if (err instanceof SyncRefused || err instanceof AppError) return err.message;
  const failure = exchangeFailure(err);
  const facts = ` ${failure.detail}`;
  switch (failure.kind) {
    case 'credentials':
      return `El exchange rechazó las credenciales de API${facts}`;
    case 'permission':
      return `Las credenciales no permiten leer el historial de operaciones${facts}`;
    case 'rate-limit':
      return `El exchange limitó las peticiones; la próxima sincronización sigue donde quedó${facts}`;
    case 'network':
    case 'unavailable':
      return `Sin respuesta del exchange; la próxima sincronización sigue donde quedó${facts}`;
    default:
      return failure.message;
  }
}
