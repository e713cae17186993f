/**
 * The top of the tree: one candle per coin and week since the simulated market opened. Weekly
 * closes follow the market's history (params.ts) plus a mean-reverting deviation, so levels stay
 * realistic; volatility comes in regimes shared across coins. Computed once, in order, and kept.
 */
import { marketLogLevel, type CoinParams } from './params';
import { normal, uniform } from './random';
import { bridgeExtreme, type PathSeeds } from './tree';

/** Monday 2017-01-02 00:00 UTC: the first simulated candle (nothing before it, like a listing). */
export const SIM_START_SECONDS = Date.UTC(2017, 0, 2) / 1000;
export const WEEK_SECONDS = 604_800;
const WEEKS_PER_YEAR = 365.25 / 7;
/** The deviation from the market's level halves in about 4 weeks (the curve carries the trends). */
const REVERSION = 1 - 2 ** (-1 / 4);
const WEEK_TAG = 15 << 12;

export interface WeekCandle {
  open: number;
  high: number;
  low: number;
  close: number;
  /** Volatility of log price per √second during the week. */
  sigma: number;
}

export class CoinWeeks {
  private readonly weeks: WeekCandle[] = [];
  private deviation = 0;
  private regime = 0;

  constructor(
    private readonly coin: CoinParams,
    private readonly seeds: PathSeeds,
  ) {}

  week(index: number): WeekCandle {
    while (this.weeks.length <= index) this.weeks.push(this.next(this.weeks.length));
    return this.weeks[index]!;
  }

  private next(w: number): WeekCandle {
    const { coin, seeds } = this;
    const t = SIM_START_SECONDS + w * WEEK_SECONDS;
    const shared = normal(seeds.market, t, WEEK_TAG | 1);
    const own = normal(seeds.coin, t, WEEK_TAG | 1);
    this.regime = 0.8 * this.regime + 0.6 * (0.8 * shared + 0.6 * own);
    const weekVol = (coin.vol / Math.sqrt(WEEKS_PER_YEAR)) * Math.exp(0.25 * this.regime - 0.03);
    const shock =
      seeds.rho * normal(seeds.market, t, WEEK_TAG | 2) +
      Math.sqrt(1 - seeds.rho * seeds.rho) * normal(seeds.coin, t, WEEK_TAG | 2);
    this.deviation = (1 - REVERSION) * this.deviation + weekVol * shock;

    const level = (ms: number) => Math.log(coin.price) + coin.beta * marketLogLevel(ms);
    const logOpen = w === 0 ? level(t * 1000) : Math.log(this.weeks[w - 1]!.close);
    const logClose = level((t + WEEK_SECONDS) * 1000) + this.deviation;
    const variance = weekVol * weekVol;
    const up = bridgeExtreme(logOpen, logClose, variance, uniform(seeds.coin, t, WEEK_TAG | 3), 1);
    const down = bridgeExtreme(
      logOpen,
      logClose,
      variance,
      uniform(seeds.coin, t, WEEK_TAG | 4),
      -1,
    );
    const open = w === 0 ? Math.exp(logOpen) : this.weeks[w - 1]!.close;
    const close = Math.exp(logClose);
    return {
      open,
      close,
      high: Math.max(open, close, Math.exp(up)),
      low: Math.min(open, close, Math.exp(down)),
      sigma: weekVol / Math.sqrt(WEEK_SECONDS),
    };
  }
}
