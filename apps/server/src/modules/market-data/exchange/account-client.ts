import type { AccountType, ExchangeCode } from '@pulso/domain';
import type { Exchange } from 'ccxt';
import { knowRateLimits, type FetchImplementation } from './ccxt-client';

/** An account's API credentials, unsealed only for the call that needs them. */
export interface AccountCredentials {
  apiKey?: string | undefined;
  secret?: string | undefined;
  passphrase?: string | undefined;
}

export interface AccountClientOptions {
  /** The exchange's testnet (test accounts). */
  sandbox: boolean;
  /** Tests: a fake transport in place of the network (ccxt's `fetchImplementation`). */
  fetchImplementation?: FetchImplementation | undefined;
  /** Where the exchange's API answers instead of its own host (EXCHANGE_API_URLS). */
  apiUrl?: string | undefined;
  /** Whether ccxt paces the calls to the exchange's rate limit (default: yes). */
  enableRateLimit?: boolean;
  timeoutMs?: number;
}

/** The ccxt market type each account type trades. */
export const ACCOUNT_MARKET_TYPE: Record<AccountType, string> = {
  spot: 'spot',
  crossMargin: 'margin',
  isolatedMargin: 'margin',
  future: 'swap',
};

/**
 * What each exchange's ccxt class calls the markets a futures account trades when asked which to
 * load: Binance and Bybit split perpetuals into linear and inverse, KuCoin and Bitget load swaps
 * (Bitget refuses 'linear'; KuCoin ignores it and loaded no contract at all).
 */
const PERPETUALS: Record<ExchangeCode, string> = {
  binance: 'linear',
  bybit: 'linear',
  kucoin: 'swap',
  bitget: 'swap',
};

/** The ccxt symbol of a pair for the account type (futures: USDⓈ-margined perpetuals). */
export const accountSymbol = (accountType: AccountType, base: string, quote: string) =>
  accountType === 'future' ? `${base}/${quote}:${quote}` : `${base}/${quote}`;

/** Every URL of ccxt's API table, pointed at another origin (its paths kept). */
function pointAt(urls: unknown, origin: string): unknown {
  if (typeof urls === 'string') return urls.replace(/^https?:\/\/[^/]+/, origin);
  if (urls && typeof urls === 'object') {
    return Object.fromEntries(Object.entries(urls).map(([k, v]) => [k, pointAt(v, origin)]));
  }
  return urls;
}

/**
 * A ccxt client signed with an account's credentials, its markets loaded: the one place that
 * says how Pulso talks to an exchange on an account's behalf (live orders and history sync).
 * ccxt's own errors pass through; callers reduce them (exchange-errors.ts) before keeping them.
 */
export async function connectAccountClient(
  code: ExchangeCode,
  accountType: AccountType,
  credentials: AccountCredentials,
  options: AccountClientOptions,
): Promise<Exchange> {
  const ccxt = (await import('ccxt')).default;
  const exchange: Exchange = new ccxt[code]({
    apiKey: credentials.apiKey,
    secret: credentials.secret,
    ...(credentials.passphrase ? { password: credentials.passphrase } : {}),
    enableRateLimit: options.enableRateLimit ?? !options.fetchImplementation,
    timeout: options.timeoutMs ?? 10_000,
  });
  exchange.options['defaultType'] = ACCOUNT_MARKET_TYPE[accountType];
  const fetchMarkets = exchange.options['fetchMarkets'] as Record<string, unknown> | undefined;
  exchange.options['fetchMarkets'] = {
    ...fetchMarkets,
    types: [accountType === 'future' ? PERPETUALS[code] : 'spot'],
  };
  // Currency metadata costs signed requests and is needed neither to trade nor to read trades.
  exchange.has['fetchCurrencies'] = false;
  knowRateLimits(exchange, ccxt);
  if (options.fetchImplementation) exchange.fetchImplementation = options.fetchImplementation;
  if (options.sandbox) exchange.setSandboxMode(true);
  if (options.apiUrl) exchange.urls['api'] = pointAt(exchange.urls['api'], options.apiUrl) as never;
  await exchange.loadMarkets();
  return exchange;
}
