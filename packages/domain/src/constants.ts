/**
 * Enumerations, business constants and limits of the product (spec §3 and §9).
 * Everything here is data; the functions are type guards and lookups.
 */

export const TIMEFRAMES = [
  'last_1_hour',
  'last_2_hours',
  'last_6_hours',
  'last_12_hours',
  'today',
  'yesterday',
  'last_2_days',
  'last_3_days',
  'last_5_days',
  'last_7_days',
  'last_10_days',
  'last_15_days',
  'last_30_days',
  'last_60_days',
  'last_90_days',
  'all_time',
  'custom',
] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export function isTimeframe(x: unknown): x is Timeframe {
  return typeof x === 'string' && (TIMEFRAMES as readonly string[]).includes(x);
}

export const GROUPINGS = [
  '1s',
  '30s',
  '1m',
  '2m',
  '5m',
  '15m',
  '30m',
  '1h',
  '4h',
  '1d',
  '1w',
] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** Execution interval of each grouping, in seconds. */
export const GROUPING_INTERVAL_SECONDS: Record<Grouping, number> = {
  '1s': 1,
  '30s': 30,
  '1m': 60,
  '2m': 120,
  '5m': 300,
  '15m': 900,
  '30m': 1_800,
  '1h': 3_600,
  '4h': 14_400,
  '1d': 86_400,
  '1w': 604_800,
};

/** The interval an unknown grouping falls back to (spec §9: one hour). */
export const DEFAULT_INTERVAL_MS = 3_600_000;

export function isGrouping(x: unknown): x is Grouping {
  return typeof x === 'string' && (GROUPINGS as readonly string[]).includes(x);
}

/** Interval length in ms; an unknown grouping counts as one hour. */
export function groupingIntervalMs(grouping: string): number {
  return isGrouping(grouping) ? GROUPING_INTERVAL_SECONDS[grouping] * 1000 : DEFAULT_INTERVAL_MS;
}

/** A week in ms (the 1w grouping, and the analytics' weekly rollups). */
export const WEEK_MS = 604_800_000;
/** Weeks start on Monday 00:00 UTC, as the exchanges' weekly candles do; 1970-01-05 was a Monday. */
export const WEEK_ORIGIN_MS = 4 * 86_400_000;

/**
 * Where the bucket of `intervalMs` holding `ms` starts: intervals aligned to the epoch, weeks to
 * a Monday. Every bucket of the product (candles, analytics series, rollups) is cut here.
 */
export function bucketStart(ms: number, intervalMs: number): number {
  const origin = intervalMs === WEEK_MS ? WEEK_ORIGIN_MS : 0;
  return Math.floor((ms - origin) / intervalMs) * intervalMs + origin;
}

export const EXCHANGES = ['binance', 'kucoin', 'bybit', 'bitget'] as const;
export type ExchangeCode = (typeof EXCHANGES)[number];
export const DEFAULT_EXCHANGE: ExchangeCode = 'binance';
/** How each exchange writes its own name. */
export const EXCHANGE_NAMES: Record<ExchangeCode, string> = {
  binance: 'Binance',
  kucoin: 'KuCoin',
  bybit: 'Bybit',
  bitget: 'Bitget',
};

/** An exchange's name from its code (a code the catalogue added later stays as it is). */
export const exchangeName = (code: string): string =>
  isExchangeCode(code) ? EXCHANGE_NAMES[code] : code;

export function isExchangeCode(x: unknown): x is ExchangeCode {
  return typeof x === 'string' && (EXCHANGES as readonly string[]).includes(x);
}

export const ACCOUNT_TYPES = ['spot', 'crossMargin', 'isolatedMargin', 'future'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * What the interface calls each account type (the web's es locale says the same, checked by its
 * test); the account search matches these too, so "margen" finds what the user reads.
 */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  spot: 'Spot',
  crossMargin: 'Margen cruzado',
  isolatedMargin: 'Margen aislado',
  future: 'Futuros',
};

/** Paper accounts trade against simulated balances; live ones through the exchange. */
export const ACCOUNT_MODES = ['paper', 'live'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/** Spec §4: the account search's sort keys. */
export const ACCOUNT_SORT_KEYS = [
  'name',
  'pnl',
  'roi',
  'winRate',
  'trades',
  'volume',
  'createdAt',
] as const;
export type AccountSortKey = (typeof ACCOUNT_SORT_KEYS)[number];

export function isAccountSortKey(value: unknown): value is AccountSortKey {
  return (ACCOUNT_SORT_KEYS as readonly unknown[]).includes(value);
}

/** Cuentas Públicas ranks by the search's keys and by the deepest fall (a leaderboard's risk). */
export const PUBLIC_ACCOUNT_SORT_KEYS = [...ACCOUNT_SORT_KEYS, 'maxDrawdown'] as const;
export type PublicAccountSortKey = (typeof PUBLIC_ACCOUNT_SORT_KEYS)[number];

export function isPublicAccountSortKey(value: unknown): value is PublicAccountSortKey {
  return (PUBLIC_ACCOUNT_SORT_KEYS as readonly unknown[]).includes(value);
}

export function isAccountType(x: unknown): x is AccountType {
  return typeof x === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(x);
}

export const SUPPORTED_COINS = [
  'BTC',
  'ETH',
  'DOGE',
  'HBAR',
  'BCH',
  'SHIB',
  'PEPE',
  'AAVE',
  'AVAX',
  'LINK',
  'XRP',
  'SUI',
  'XLM',
  'SOL',
  'ADA',
  'TRX',
  'TON',
  'LTC',
  'APT',
  'NEAR',
] as const;
export type SupportedCoin = (typeof SUPPORTED_COINS)[number];

export const SUPPORTED_QUOTES = ['USDT', 'USDC'] as const;
export type SupportedQuote = (typeof SUPPORTED_QUOTES)[number];

export type SupportedSymbol = `${SupportedCoin}${SupportedQuote}`;

/** The 40 symbols, coin-major: BTCUSDT, BTCUSDC, ETHUSDT, ... */
export const SUPPORTED_SYMBOLS: readonly SupportedSymbol[] = Object.freeze(
  SUPPORTED_COINS.flatMap((coin) =>
    SUPPORTED_QUOTES.map((quote): SupportedSymbol => `${coin}${quote}`),
  ),
);

export function isSupportedSymbol(x: unknown): x is SupportedSymbol {
  return typeof x === 'string' && (SUPPORTED_SYMBOLS as readonly string[]).includes(x);
}

/** Where a trade came from: an alert, the account page, a copy, a strategy, an imported file. */
export const TRADE_SOURCES = ['webhook', 'manual', 'copy', 'strategy', 'import'] as const;
export type TradeSource = (typeof TRADE_SOURCES)[number];

export const STABLE_COINS = ['USDT', 'USDC', 'BUSD', 'USD', 'DAI', 'TUSD'] as const;
export type StableCoin = (typeof STABLE_COINS)[number];

/** Case-insensitive: 'usdt' is a stable coin too. */
export function isStableCoin(asset: string): boolean {
  return (STABLE_COINS as readonly string[]).includes(asset.toUpperCase());
}

export const CACHE_NAMESPACES = [
  'accounts',
  'accountLists',
  'copyTrade',
  'cryptoPrice',
  'exchanges',
  'packages',
  'receiverLog',
  'tradeAnalysis',
  'trades',
] as const;
export type CacheNamespace = (typeof CACHE_NAMESPACES)[number];

export const PAGE_SIZES = {
  default: 25,
  deployments: 10,
  trades: 20,
  bulk: 100,
  accountLists: 25,
} as const;
export const MAX_PAGE_LIMIT = 100;

export const LIMITS = {
  dateRangeMaxDays: 365,
  dateRangeMinDays: 1,
  dateChangeDebounceMs: 500,
  refreshSpinnerMs: 1000,
  floatingToolbarScrollPx: 10,
  storeSetupDelayMs: 100,
  strategyTimeoutMs: 30000,
  safetyMarginPercent: 1,
  staleCandleIntervals: 2,
  topAssets: 10,
  listNameMin: 2,
  listNameMax: 50,
  listDescriptionMax: 200,
  /** Account search text or pattern (spec §3): RE2 compiles it; the bound keeps patterns small. */
  accountSearchMax: 100,
} as const;

export const ALL_TIME_START_ISO = '2020-01-01T00:00:00.000Z';
/** A shared Date is mutable: code in this package copies it (`new Date(ALL_TIME_START_ISO)`). */
export const ALL_TIME_START = new Date(ALL_TIME_START_ISO);

export const DEFAULT_TIMEFRAME = 'last_30_days' satisfies Timeframe;
export const DEFAULT_GROUPING = '1d' satisfies Grouping;

export const TOAST_SETTINGS = {
  position: 'top-right',
  autoClose: 5000,
  maxWidthPx: 320,
  draggable: true,
  pauseOnHover: true,
  closeOnClick: true,
} as const;

export const STORAGE_KEYS = {
  token: 'token-store',
  user: 'user-store',
  date: 'date-store',
  theme: 'theme-store',
  selectedList: 'account-list-selection',
  lists: 'account-lists',
} as const;

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME = 'dark' satisfies Theme;

export function isTheme(x: unknown): x is Theme {
  return typeof x === 'string' && (THEMES as readonly string[]).includes(x);
}

/** A UUID as ids are written (any case): a path id that is not one names nothing (404). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
