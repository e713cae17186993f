import type { ExchangeCode, Grouping, SupportedSymbol } from '@pulso/domain';

export interface SeriesRef {
  exchange: ExchangeCode;
  symbol: SupportedSymbol;
  grouping: Grouping;
}

/**
 * The series this process was asked for lately (charts, prices, other modules): what the sync
 * worker keeps current. Per process on purpose: each instance keeps warm what its users watch;
 * the table they share makes the overlap cheap.
 */
export class SeriesInUse {
  private readonly lastUsed = new Map<string, { ref: SeriesRef; at: number }>();

  constructor(private readonly capacity = 500) {}

  touch(ref: SeriesRef, now: number): void {
    const id = `${ref.exchange}:${ref.symbol}:${ref.grouping}`;
    this.lastUsed.delete(id); // re-insert: the map's order is the order of use
    this.lastUsed.set(id, { ref, at: now });
    if (this.lastUsed.size > this.capacity) {
      this.lastUsed.delete(this.lastUsed.keys().next().value!);
    }
  }

  /** Series used within `withinMs` before `now`, most recent first. */
  active(now: number, withinMs: number): SeriesRef[] {
    return [...this.lastUsed.values()]
      .filter((entry) => now - entry.at <= withinMs)
      .reverse()
      .map((entry) => entry.ref);
  }
}
