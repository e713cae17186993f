import { Decimal, isStableCoin } from '@pulso/domain';
import type { LedgerTrade } from './trade-rows';

/**
 * The market's USD prices, handed to the ledger by the composition root. `rate`: USD per unit of
 * `asset` on `exchange` at `atMs` (1 for a USD-like coin); null when no price connects them.
 * `rates`: the same answers for many times, in order, read as one price range per run of minutes.
 */
export interface UsdRates {
  rate(asset: string, exchange: string, atMs: number): Promise<number | null>;
  rates(asset: string, exchange: string, atMs: readonly number[]): Promise<(number | null)[]>;
}

const MINUTE = 60_000;

/**
 * DESIGN §7: a quote or a fee in a coin that is not USD-like is converted once, when the trade is
 * written, at the USD price on the trade's exchange at its time, and stored with the trade
 * (`ledgerPrice`, `feeUsd`); every figure reads those values. One price read per coin, exchange
 * and minute of a lone trade; an append of many reads each coin's minutes as one range per
 * coin and exchange (`UsdRates.rates`). What no price converts stays unset: the analytics say it is unpriced,
 * or convert it when a price arrives later.
 */
export class UsdValues {
  private readonly rates = new Map<string, Promise<number | null>>();
  /** Batched: rates asked for, per coin and exchange, not yet read (first time of each minute). */
  private pending = new Map<string, { atMs: number; resolve: (r: number | null) => void }[]>();

  /**
   * `batched` (an append of many trades): the rates asked for in one turn are read together,
   * one range per coin and exchange (`UsdRates.rates`), with the same answers as one by one.
   */
  constructor(
    private readonly usdRate: UsdRates | undefined,
    private readonly batched = false,
  ) {}

  /** The trade's USD price, where the writer did not give it and its quote is not USD-like. */
  async price(trade: LedgerTrade): Promise<void> {
    if (trade.ledgerPrice !== undefined || isStableCoin(trade.quoteAsset)) return;
    const rate = await this.rate(trade.quoteAsset, trade);
    if (rate !== null) trade.ledgerPrice = new Decimal(trade.price).times(rate).toFixed();
  }

  /** The trade's fee in USD, where the writer did not give it (null: no price for its coin). */
  async fee(trade: LedgerTrade): Promise<void> {
    if (trade.feeUsd !== undefined) return;
    trade.feeUsd = await this.feeOf(trade);
  }

  private async feeOf(trade: LedgerTrade): Promise<string | null> {
    const fee = new Decimal(trade.fee);
    if (fee.isZero()) return '0';
    const coin = trade.feeAsset;
    if (isStableCoin(coin)) return fee.toFixed();
    const usdPrice =
      trade.ledgerPrice ?? (isStableCoin(trade.quoteAsset) ? trade.price : undefined);
    if (coin === trade.asset) {
      return usdPrice === undefined ? null : fee.times(usdPrice).toFixed();
    }
    if (coin === trade.quoteAsset && usdPrice !== undefined && !new Decimal(trade.price).isZero()) {
      return fee.times(usdPrice).div(trade.price).toFixed();
    }
    const rate = await this.rate(coin, trade);
    return rate === null ? null : fee.times(rate).toFixed();
  }

  private rate(asset: string, trade: LedgerTrade): Promise<number | null> {
    if (!this.usdRate) return Promise.resolve(null);
    const minute = Math.floor(trade.executedAtMs / MINUTE);
    const key = `${asset}|${trade.exchange}|${minute}`;
    let rate = this.rates.get(key);
    if (!rate) {
      rate = this.batched
        ? this.later(asset, trade.exchange, trade.executedAtMs)
        : this.usdRate.rate(asset, trade.exchange, trade.executedAtMs).catch(() => null);
      this.rates.set(key, rate);
    }
    return rate;
  }

  /** A rate read with the others asked for in this turn (see read). */
  private later(asset: string, exchange: string, atMs: number): Promise<number | null> {
    if (this.pending.size === 0) queueMicrotask(() => this.read());
    const key = `${asset}|${exchange}`;
    let asked = this.pending.get(key);
    if (!asked) this.pending.set(key, (asked = []));
    const list = asked;
    return new Promise((resolve) => list.push({ atMs, resolve }));
  }

  /** One `rates` read per coin and exchange for what was asked for. */
  private read(): void {
    const pending = this.pending;
    this.pending = new Map();
    for (const [key, asked] of pending) {
      const [asset, exchange] = key.split('|') as [string, string];
      this.usdRate!.rates(
        asset,
        exchange,
        asked.map((a) => a.atMs),
      ).then(
        (rates) => asked.forEach((a, i) => a.resolve(rates[i] ?? null)),
        () => asked.forEach((a) => a.resolve(null)),
      );
    }
  }
}
