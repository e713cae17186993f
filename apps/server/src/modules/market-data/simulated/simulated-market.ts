/**
 * The offline market (MARKET_DATA=simulated): deterministic candles for the 40 symbols on the
 * four exchanges. One price path per coin (so its USDT and USDC pairs move together); each
 * exchange and quote shows it through a fixed premium of a few basis points and its own volume.
 *
 * Exactness across groupings survives the last step because prices are shown through a
 * monotonic map (scale by the premium, round to the coin's decimals), which commutes with max,
 * min, first and last; volumes are whole lots times a power of two, so their sums are exact.
 */
import {
  candleOpenTime,
  groupingIntervalMs,
  parseSymbol,
  type Candle,
  type ExchangeCode,
  type Grouping,
  type SupportedQuote,
  type SupportedSymbol,
} from '@pulso/domain';
import { EXCHANGE_PARAMS, QUOTE_PARAMS, coinParams, marketLogLevel, priceDecimals } from './params';
import { normal, seedOf, uniform } from './random';
import { LEVEL_SECONDS, split, type PathSeeds, type SimNode } from './tree';
import { CoinWeeks, SIM_START_SECONDS, WEEK_SECONDS } from './weeks';

/** The tree level each grouping is read from; 30m and 2m are pairs of 15m and 1m nodes. */
const LEVEL_OF: Record<Grouping, number> = {
  '1w': 0,
  '1d': 1,
  '4h': 2,
  '1h': 3,
  '30m': 4,
  '15m': 4,
  '5m': 5,
  '2m': 6,
  '1m': 6,
  '30s': 7,
  '1s': 8,
};

const MARKET_SEED = seedOf('pulso:market');

interface MarketView {
  weeks: CoinWeeks;
  seeds: PathSeeds;
  /** Exchange and quote premium. */
  factor: number;
  scale: number;
  /** A power of two, so lots × lotSize and sums of them are exact. */
  lotSize: number;
  /** Weekly volume in USD at the reference level, for this exchange and quote. */
  weeklyUsd: number;
}

/** The path's price as the exchange shows it: its premium applied, rounded to the coin's decimals. */
function shown(view: MarketView, price: number): number {
  return Math.round(price * view.factor * view.scale) / view.scale;
}

export const SIMULATED_HISTORY_START_MS = SIM_START_SECONDS * 1000;

export class SimulatedMarket {
  private readonly coinWeeks = new Map<string, CoinWeeks>();
  private readonly views = new Map<string, MarketView>();

  /**
   * Candles of `grouping` from the one holding `startMs` to the one holding `endMs`, as known at
   * `nowMs`: the candle in progress covers its seconds up to now, later ones do not exist yet.
   */
  candles(
    symbol: SupportedSymbol,
    exchange: ExchangeCode,
    grouping: Grouping,
    startMs: number,
    endMs: number,
    nowMs: number,
  ): Candle[] {
    const { base, quote } = parseSymbol(symbol) as { base: string; quote: SupportedQuote };
    return this.series(this.view(base, quote, exchange)!, grouping, startMs, endMs, nowMs);
  }

  /**
   * USD(T) close of the minute holding `ms` of any coin the market knows — tradable or priced
   * for conversion only (params.ts' CONVERSION_COINS) — as `exchange` shows it; undefined for a
   * coin it does not know or a time before its history.
   */
  usdPriceAt(
    asset: string,
    exchange: ExchangeCode,
    ms: number,
    nowMs: number = ms,
  ): number | undefined {
    const view = this.view(asset, 'USDT', exchange);
    if (!view) return undefined;
    return this.series(view, '1m', ms, ms, nowMs).at(-1)?.close;
  }

  /**
   * The USD(T) 1-minute candles from the one holding `startMs` to the one holding `endMs`, as
   * known at `nowMs`, of a coin the market knows (usdPriceAt's, one series walk for the range);
   * undefined for a coin it does not know.
   */
  usdCandles(
    asset: string,
    exchange: ExchangeCode,
    startMs: number,
    endMs: number,
    nowMs: number,
  ): Candle[] | undefined {
    const view = this.view(asset, 'USDT', exchange);
    if (!view) return undefined;
    return this.series(view, '1m', startMs, endMs, nowMs);
  }

  private series(
    view: MarketView,
    grouping: Grouping,
    startMs: number,
    endMs: number,
    nowMs: number,
  ): Candle[] {
    const interval = groupingIntervalMs(grouping);
    const from = Math.max(SIM_START_SECONDS, candleOpenTime(grouping, startMs) / 1000);
    const to = Math.min(
      (candleOpenTime(grouping, Math.min(endMs, nowMs)) + interval) / 1000,
      Math.floor(nowMs / 1000) + 1,
    );
    if (to <= from) return [];

    const out: Candle[] = [];
    let group: SimNode[] = [];
    const flush = () => {
      if (group.length > 0) out.push(this.toCandle(view, group, grouping));
      group = [];
    };
    let groupTime = Number.NaN;
    this.collect(view, from, to, LEVEL_OF[grouping], (node) => {
      const time = candleOpenTime(grouping, node.start * 1000);
      if (time !== groupTime) flush();
      groupTime = time;
      group.push(node);
    });
    flush();
    return out;
  }

  /** The price (close of the second) at `ms`, or undefined before the market's history. */
  priceAt(symbol: SupportedSymbol, exchange: ExchangeCode, ms: number): number | undefined {
    return this.candles(symbol, exchange, '1s', ms, ms, ms)[0]?.close;
  }

  /**
   * Emits, in time order, the nodes tiling [from, to) seconds: nodes of `level` where whole,
   * finer ones along a cut (the candle in progress).
   */
  private collect(
    view: MarketView,
    from: number,
    to: number,
    level: number,
    emit: (node: SimNode) => void,
  ): void {
    const visit = (node: SimNode) => {
      const end = node.start + LEVEL_SECONDS[node.level]!;
      if (end <= from || node.start >= to) return;
      if (node.start >= from && end <= to && node.level >= level) return emit(node);
      for (const child of split(node, view.seeds)) visit(child);
    };
    const first = Math.floor((from - SIM_START_SECONDS) / WEEK_SECONDS);
    const last = Math.floor((to - 1 - SIM_START_SECONDS) / WEEK_SECONDS);
    for (let w = first; w <= last; w++) visit(this.weekNode(view, w));
  }

  private weekNode(view: MarketView, index: number): SimNode {
    const week = view.weeks.week(index);
    const start = SIM_START_SECONDS + index * WEEK_SECONDS;
    // Busier weeks: wider ranges and a growing market trade more.
    const range = Math.log(week.high / week.low) / (week.sigma * Math.sqrt(WEEK_SECONDS));
    const usd =
      view.weeklyUsd *
      Math.exp(0.9 * marketLogLevel(start * 1000)) *
      Math.exp(0.35 * normal(view.seeds.volume, start, 1) - 0.06) *
      (0.5 + 0.3 * range);
    return {
      level: 0,
      start,
      open: week.open,
      high: week.high,
      low: week.low,
      close: week.close,
      lots: Math.round(usd / week.close / view.lotSize),
      sigma: week.sigma,
    };
  }

  private toCandle(view: MarketView, nodes: SimNode[], grouping: Grouping): Candle {
    const first = nodes[0]!;
    let high = first.high;
    let low = first.low;
    let lots = 0;
    for (const node of nodes) {
      if (node.high > high) high = node.high;
      if (node.low < low) low = node.low;
      lots += node.lots;
    }
    return {
      openTime: candleOpenTime(grouping, first.start * 1000),
      open: shown(view, first.open),
      high: shown(view, high),
      low: shown(view, low),
      close: shown(view, nodes[nodes.length - 1]!.close),
      volume: lots * view.lotSize,
    };
  }

  private view(
    base: string,
    quote: SupportedQuote,
    exchange: ExchangeCode,
  ): MarketView | undefined {
    const key = `${exchange}:${base}${quote}`;
    let view = this.views.get(key);
    if (view) return view;
    const coin = coinParams(base);
    if (!coin) return undefined;
    const coinSeed = seedOf(`pulso:coin:${base}`);
    const seeds: PathSeeds = {
      coin: coinSeed,
      market: MARKET_SEED,
      rho: coin.rho,
      volume: seedOf(`pulso:volume:${key}`),
    };
    let weeks = this.coinWeeks.get(base);
    if (!weeks) this.coinWeeks.set(base, (weeks = new CoinWeeks(coin, seeds)));
    const ex = EXCHANGE_PARAMS[exchange];
    const q = QUOTE_PARAMS[quote];
    // Each exchange's premium differs a little per coin, as real order books do.
    const jitter = (uniform(seedOf(`pulso:premium:${exchange}:${base}`), 0, 0) - 0.5) * 0.0002;
    const weeklyBase = (coin.dailyUsd * 7) / coin.price;
    view = {
      weeks,
      seeds,
      factor: (1 + ex.premium + (exchange === 'binance' ? 0 : jitter)) * (1 + q.premium),
      scale: 10 ** priceDecimals(coin.price),
      lotSize: 2 ** Math.floor(Math.log2(weeklyBase / 2 ** 30)),
      weeklyUsd: coin.dailyUsd * 7 * ex.share * q.share,
    };
    this.views.set(key, view);
    return view;
  }
}
