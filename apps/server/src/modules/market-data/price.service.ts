import {
  SUPPORTED_QUOTES,
  convertAmount,
  isCandleStale,
  isExchangeCode,
  isStableCoin,
  isSupportedSymbol,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain';
import type { MarketSource } from './market-source';
import type { SeriesInUse } from './series-in-use';
import { SimulatedSource } from './simulated/simulated-source';

export interface LatestPrice {
  price: number;
  /** Open time of the 1-minute candle the price closes. */
  openTime: number;
  /** Spec §9: more than 2 intervals behind (or the exchange is down): not for live decisions. */
  stale: boolean;
}

const MINUTE = 60_000;

/**
 * Prices for the rest of the product (analytics, the paper exchange, strategies): the latest
 * price per exchange and symbol, a price at a past time, and conversion between assets through
 * USD and the stable coins.
 */
export class PriceService {
  /**
   * usdRates' answers for minutes already closed, on the simulated market, whose candles never
   * change once closed (keyed `asset|exchange|minute`; what no price converts is not kept): a
   * file's chunks and a later import of the same history walk its year of candles once.
   */
  private readonly closedRates = new Map<string, number>();

  constructor(
    private readonly source: MarketSource,
    private readonly inUse: SeriesInUse,
    private readonly clock: () => number = Date.now,
  ) {}

  async latest(exchange: ExchangeCode, symbol: SupportedSymbol): Promise<LatestPrice | undefined> {
    const now = this.clock();
    this.inUse.touch({ exchange, symbol, grouping: '1m' }, now);
    const answer = await this.source.candles({
      exchange,
      symbol,
      grouping: '1m',
      start: now - 5 * MINUTE,
      end: now,
      now,
    });
    const last = answer.data.at(-1);
    if (!last) return undefined;
    const stale = answer.stale === true || isCandleStale('1m', last.openTime, now);
    return { price: last.close, openTime: last.openTime, stale };
  }

  /** The close of the minute holding `time` (the latest price for a time not yet past). */
  async priceAt(
    exchange: ExchangeCode,
    symbol: SupportedSymbol,
    time: number,
  ): Promise<number | undefined> {
    const now = this.clock();
    const at = Math.min(time, now);
    const answer = await this.source.candles({
      exchange,
      symbol,
      grouping: '1m',
      start: at,
      end: at,
      now,
    });
    return answer.data.at(-1)?.close;
  }

  /**
   * USD per unit of `asset` at time `at` (1 for a USD-like coin), for a trade's ledger price;
   * null when no price connects them.
   */
  async usdRate(asset: string, exchange: string, at: number): Promise<number | null> {
    if (isStableCoin(asset)) return 1;
    try {
      return await this.convert(1, asset, 'USD', {
        exchange: isExchangeCode(exchange) ? exchange : 'binance',
        at,
      });
    } catch {
      return null;
    }
  }

  /**
   * usdRate at each of `times` (the same answers, in order), reading each price series once per
   * run of minutes (one candle range per symbol, one `usdPrice` range per conversion coin)
   * instead of once per time: a ledger append of many trades.
   */
  async usdRates(
    asset: string,
    exchange: string,
    times: readonly number[],
  ): Promise<(number | null)[]> {
    if (isStableCoin(asset)) return times.map(() => 1);
    const code = isExchangeCode(exchange) ? exchange : 'binance';
    const now = this.clock();
    const kept = this.source instanceof SimulatedSource ? this.closedRates : undefined;
    const keyOf = (m: number) => `${asset}|${code}|${m}`;
    // Only the minutes not answered before are read.
    const minutes = [...new Set(times.map((t) => minuteOf(Math.min(t, now))))]
      .filter((m) => !kept?.has(keyOf(m)))
      .sort((a, b) => a - b);
    const symbols = pairsFor(asset, 'USD');
    const coins = conversionOnly(asset, 'USD');
    // Per series, the close of each minute (absent: no price that minute).
    const closes = new Map<string, Map<number, number>>();
    try {
      for (const [first, last] of runsOf(minutes)) {
        await Promise.all([
          ...symbols.map(async (symbol) => {
            const answer = await this.source.candles({
              exchange: code,
              symbol,
              grouping: '1m',
              start: first,
              end: last,
              now,
            });
            const series = seriesOf(closes, symbol);
            for (const c of answer.data) series.set(c.openTime, c.close);
          }),
          ...coins.map(async (coin) => {
            const series = seriesOf(closes, `${coin}USDT`);
            if (this.source.usdPrices) {
              const read = await this.source.usdPrices(code, coin, first, last, now);
              for (const [m, close] of read ?? []) series.set(m, close);
              return;
            }
            for (const m of minutes) {
              if (m < first || m > last) continue;
              const price = await this.source.usdPrice?.(code, coin, m, now);
              if (price !== undefined) series.set(m, price);
            }
          }),
        ]);
      }
    } catch {
      return times.map(() => null); // as usdRate: a failed read prices nothing
    }
    if (kept && kept.size > KEPT_RATES) kept.clear();
    return times.map((t) => {
      const m = minuteOf(Math.min(t, now));
      const known = kept?.get(keyOf(m));
      if (known !== undefined) return known;
      try {
        const rate = convertAmount(1, asset, 'USD', (base, quote) =>
          closes.get(`${base}${quote}`)?.get(m),
        );
        if (kept && m + MINUTE <= now) kept.set(keyOf(m), rate);
        return rate;
      } catch {
        return null;
      }
    });
  }

  /**
   * `amount` of `from` in `to`, at the latest prices or at time `at`. Throws AppError 'Cannot
   * convert from X to Y with available price data' when no price connects them.
   */
  async convert(
    amount: number,
    from: string,
    to: string,
    options: { exchange?: ExchangeCode; at?: number } = {},
  ): Promise<number> {
    const exchange = options.exchange ?? 'binance';
    const prices = new Map<string, number>();
    await Promise.all([
      ...pairsFor(from, to).map(async (symbol) => {
        const price =
          options.at === undefined
            ? (await this.latest(exchange, symbol))?.price
            : await this.priceAt(exchange, symbol, options.at);
        if (price !== undefined) prices.set(symbol, price);
      }),
      ...conversionOnly(from, to).map(async (asset) => {
        const now = this.clock();
        const price = await this.source.usdPrice?.(exchange, asset, options.at ?? now, now);
        if (price !== undefined) prices.set(`${asset}USDT`, price);
      }),
    ]);
    return convertAmount(amount, from, to, (base, quote) => prices.get(`${base}${quote}`));
  }

  isStale = isCandleStale;
}

const minuteOf = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

/** At most this many closed minutes' rates are kept (about 20 MB); past it they start again. */
const KEPT_RATES = 200_000;

/** A gap of more minutes than this between two times splits their range: sparse times stay cheap. */
const RUN_GAP = 1000 * MINUTE;

/** Sorted minutes as [first, last] runs, a new run after each gap wider than RUN_GAP. */
function runsOf(minutes: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const m of minutes) {
    const run = runs.at(-1);
    if (run && m - run[1] <= RUN_GAP) run[1] = m;
    else runs.push([m, m]);
  }
  return runs;
}

function seriesOf(closes: Map<string, Map<number, number>>, key: string): Map<number, number> {
  let series = closes.get(key);
  if (!series) closes.set(key, (series = new Map()));
  return series;
}

/**
 * Coins priced for conversion only: neither a stable coin nor the base of a tradable symbol (a
 * fee coin like BNB, an imported WIF). The market prices them through its `usdPrice`.
 */
function conversionOnly(from: string, to: string): string[] {
  const assets = [from, to].map((a) => a.toUpperCase()).filter((a) => !isStableCoin(a));
  return [...new Set(assets)].filter(
    (asset) => !SUPPORTED_QUOTES.some((quote) => isSupportedSymbol(`${asset}${quote}`)),
  );
}

/** The supported symbols that price `from` or `to` in a stable coin. */
function pairsFor(from: string, to: string): SupportedSymbol[] {
  const assets = [from, to].map((a) => a.toUpperCase()).filter((a) => !isStableCoin(a));
  return [...new Set(assets)].flatMap((asset) =>
    SUPPORTED_QUOTES.map((quote) => `${asset}${quote}`).filter(isSupportedSymbol),
  );
}
