/**
 * MARKET_DATA=exchange: candles from the exchanges, kept in the candles table. A series is
 * backfilled on first use (only what the table lacks), its newest candles refreshed at most every
 * few seconds, and read from the table. When the exchange fails, the answer is what the table
 * holds, flagged stale: an exchange being down is never a 500.
 */
import {
  AppError,
  candleCount,
  candleOpenTime,
  groupingIntervalMs,
  regroupCandles,
  type ExchangeCode,
} from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CandlesRepository, SeriesKey } from '../candles.repository';
import type { CandleAnswer, CandleRequest, MarketSource } from '../market-source';
import { ExchangeUnavailable, type CcxtClient } from './ccxt-client';

interface Coverage {
  /** The table holds every candle of the series from here to `refreshedAt`'s candle. */
  from: number;
  refreshedAt: number;
}

/** The candle in progress changes all the time; ask again after its interval, 1–10 s. */
const MINUTE = 60_000;
/** A conversion price is the last 1m close within this much before the time asked. */
const CONVERSION_LOOKBACK = 60 * MINUTE;
/** A coin an exchange does not list is asked about again after this long (listings change). */
const UNLISTED_FOR = 10 * MINUTE;
const CONVERSION_CACHE = 20_000;

const refreshEvery = (key: SeriesKey) =>
  Math.min(10_000, Math.max(1_000, groupingIntervalMs(key.grouping)));

export class ExchangeSource implements MarketSource {
  readonly simulated = false;
  private readonly coverage = new Map<string, Coverage>();
  /** One sync per series at a time; concurrent requests share it. */
  private readonly syncing = new Map<string, Promise<void>>();

  /** Conversion prices of past minutes (they never change), and coins found unlisted. */
  private readonly conversions = new Map<string, number>();
  private readonly unlisted = new Map<string, number>();

  constructor(
    private readonly client: CcxtClient,
    private readonly repository: CandlesRepository,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async candles(request: CandleRequest): Promise<CandleAnswer> {
    const { exchange, symbol, grouping, start, now } = request;
    const source = await this.sourceGrouping(request);
    const key: SeriesKey = { exchange, symbol, grouping: source };
    const from = candleOpenTime(grouping, start);
    const to = Math.min(request.end, now);
    let stale = false;
    try {
      await this.sync(key, from, now);
    } catch (error) {
      if (!(error instanceof ExchangeUnavailable)) throw error;
      this.log.warn({ err: error, exchange, symbol }, 'exchange unavailable: answering from cache');
      stale = true;
    }
    const rows = await this.repository.range(
      key,
      from,
      candleOpenTime(grouping, to) + groupingIntervalMs(grouping) - 1,
    );
    const data = source === grouping ? rows : regroupCandles(rows, grouping);
    return stale ? { data, stale } : { data };
  }

  /**
   * A coin Pulso does not trade, priced on the exchange's own `ASSET/USDT` market: the last 1m
   * close at or before `at` (within an hour). Past minutes are kept in memory; an unlisted coin
   * or a failing exchange answers undefined (the caller reports the gap).
   */
  async usdPrice(
    exchange: ExchangeCode,
    asset: string,
    at: number,
    now: number,
  ): Promise<number | undefined> {
    const minute = Math.floor(Math.min(at, now) / MINUTE) * MINUTE;
    const key = `${exchange}:${asset}:${minute}`;
    const known = this.conversions.get(key);
    if (known !== undefined) return known;
    const coin = `${exchange}:${asset}`;
    if ((this.unlisted.get(coin) ?? -Infinity) > now) return undefined;
    let rows;
    try {
      rows = await this.client.fetchCandles(
        exchange,
        `${asset}USDT`,
        '1m',
        minute - CONVERSION_LOOKBACK,
        minute,
      );
    } catch (error) {
      if (error instanceof AppError) this.unlisted.set(coin, now + UNLISTED_FOR);
      else this.log.warn({ err: error, exchange, asset }, 'conversion price unavailable');
      return undefined;
    }
    const close = rows.filter((c) => c.openTime <= minute).at(-1)?.close;
    if (close !== undefined && minute + MINUTE <= now) {
      if (this.conversions.size >= CONVERSION_CACHE) this.conversions.clear();
      this.conversions.set(key, close);
    }
    return close;
  }

  private async sourceGrouping({ exchange, grouping }: CandleRequest) {
    let source;
    try {
      source = await this.client.sourceGrouping(exchange, grouping);
    } catch (error) {
      if (!(error instanceof ExchangeUnavailable)) throw error;
      // Markets not loaded yet and the exchange is down: the cache may still hold the series.
      return grouping;
    }
    if (!source) {
      const offered = await this.client.groupings(exchange);
      throw new AppError(
        'BAD_REQUEST',
        `Grouping ${grouping} is not available from ${exchange}. Available: ${offered.join(', ')}`,
      );
    }
    return source;
  }

  /** Brings the table up to date for [from, now]; shares a sync already under way. */
  sync(key: SeriesKey, from: number, now: number): Promise<void> {
    const id = `${key.exchange}:${key.symbol}:${key.grouping}`;
    const running = this.syncing.get(id);
    if (running) return running;
    const work = this.syncSeries(id, key, from, now).finally(() => this.syncing.delete(id));
    this.syncing.set(id, work);
    return work;
  }

  private async syncSeries(id: string, key: SeriesKey, from: number, now: number): Promise<void> {
    const known = this.coverage.get(id);
    const current = candleOpenTime(key.grouping, now);
    if (!known || from < known.from) {
      // Backfill what lies before the covered part, unless the table (filled by another
      // instance, or before a restart) already holds every candle of it.
      const until = known ? known.from - 1 : now;
      const expected = candleCount(key.grouping, from, Math.min(until, current));
      let refreshedAt = known?.refreshedAt ?? 0;
      if ((await this.repository.count(key, from, until)) < expected) {
        await this.fetchAndStore(key, from, until);
        if (!known) refreshedAt = now; // that fetch brought the newest candle too
      }
      this.coverage.set(id, { from, refreshedAt });
    }
    const coverage = this.coverage.get(id)!;
    if (now - coverage.refreshedAt >= refreshEvery(key)) {
      const newest = await this.repository.latest(key);
      await this.fetchAndStore(key, Math.min(newest?.openTime ?? from, current), now);
      coverage.refreshedAt = now;
    }
  }

  private async fetchAndStore(key: SeriesKey, since: number, until: number): Promise<void> {
    const rows = await this.client.fetchCandles(
      key.exchange,
      key.symbol,
      key.grouping,
      since,
      until,
    );
    await this.repository.upsert(key, rows);
  }
}
