import { resolveRange, type ResolvedRange, type Timeframe } from '@pulso/domain';
import type { AccountMetrics } from '../accounts';

/** How long Cuentas Públicas' ranking figures are shared before they are computed again. */
export const BOARD_TTL_MS = 30_000;
/** How old a ranking may be served while its successor is computed. */
export const BOARD_MAX_AGE_MS = 10 * 60_000;
/**
 * A board visited in the last day is recomputed this long after its last computation even when
 * nobody visits (well inside BOARD_MAX_AGE_MS), so the first visitor after a quiet spell never
 * waits for one.
 */
export const BOARD_REFRESH_MS = 5 * 60_000;
export const BOARD_KEEP_WARM_MS = 24 * 3_600_000;

interface BoardEntry {
  at: number;
  range: ResolvedRange;
  figures: Promise<Map<string, AccountMetrics>>;
  /** A successor is being computed. */
  refreshing: boolean;
}

/** Each account's sort-key figures over a range (TradeAnalysisService.metrics). */
export type MetricsOf = (
  accountIds: readonly string[],
  range: ResolvedRange,
) => Promise<Map<string, AccountMetrics>>;

/**
 * Cuentas Públicas' ranking board per timeframe: figures shared by every visitor, refreshed behind
 * them (stale-while-revalidate) and kept warm while visited.
 */
export class PublicBoard {
  private readonly compute: MetricsOf;
  private readonly clock: () => number;
  private readonly refreshMs: number;
  private readonly board = new Map<Timeframe, BoardEntry>();
  /** When each board was last asked for, and the timer that keeps it warm. */
  private readonly visited = new Map<Timeframe, number>();
  private readonly warmers = new Map<Timeframe, NodeJS.Timeout>();
  private closed = false;

  constructor(deps: {
    metrics: MetricsOf;
    clock?: () => number;
    /** BOARD_REFRESH_MS unless a test says otherwise. */
    refreshMs?: number;
  }) {
    this.compute = deps.metrics;
    this.clock = deps.clock ?? Date.now;
    this.refreshMs = deps.refreshMs ?? BOARD_REFRESH_MS;
  }

  /**
   * Cuentas Públicas' ranking figures over a timeframe: one computation shared by every visitor
   * and every page (a thousand accounts with 200 trades each take seconds cold), so paging,
   * re-sorting or a crowd of visitors never recomputes the board. Older than BOARD_TTL_MS, the
   * board is recomputed in the background while visitors keep being served the one they have
   * (stale-while-revalidate); older than BOARD_MAX_AGE_MS, or on the first visit, it is awaited.
   * An account the board has not met yet is computed and added on the spot. The figures the
   * table shows come fresh from publicFigures.
   */
  async metrics(
    accountIds: readonly string[],
    timeframe: Timeframe,
  ): Promise<Map<string, AccountMetrics>> {
    const now = this.clock();
    this.visited.set(timeframe, now);
    let entry = this.board.get(timeframe);
    if (!entry || now - entry.at > BOARD_MAX_AGE_MS) {
      entry = this.computeBoard(accountIds, timeframe, now);
    } else if (now - entry.at > BOARD_TTL_MS && !entry.refreshing) {
      entry.refreshing = true;
      // The successor covers every account the board has met, not only this visitor's filter.
      void entry.figures.then(
        (known) =>
          this.computeBoard([...new Set([...accountIds, ...known.keys()])], timeframe, now),
        () => undefined,
      );
    }
    const figures = await entry.figures;
    const missing = accountIds.filter((id) => !figures.has(id));
    if (missing.length > 0) {
      for (const [id, f] of await this.compute(missing, entry.range)) figures.set(id, f);
    }
    return figures;
  }

  /** Starts computing a board; it replaces the current one once done (a failed one never does). */
  private computeBoard(accountIds: readonly string[], timeframe: Timeframe, now: number) {
    const range = resolveRange({ timeframe }, new Date(now));
    const entry: BoardEntry = {
      at: now,
      range,
      figures: this.compute(accountIds, range),
      refreshing: false,
    };
    const current = this.board.get(timeframe);
    if (!current || now - current.at > BOARD_MAX_AGE_MS) this.board.set(timeframe, entry);
    entry.figures.then(
      () => {
        this.board.set(timeframe, entry);
        this.keepWarm(timeframe);
      },
      () => {
        if (this.board.get(timeframe) === entry) this.board.delete(timeframe);
        else if (current) current.refreshing = false;
      },
    );
    return entry;
  }

  /** Recomputes the board BOARD_REFRESH_MS from now, if it is still visited by then. */
  private keepWarm(timeframe: Timeframe) {
    clearTimeout(this.warmers.get(timeframe));
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.warmers.delete(timeframe);
      const entry = this.board.get(timeframe);
      const now = this.clock();
      if (!entry || entry.refreshing || this.closed) return;
      if (now - (this.visited.get(timeframe) ?? 0) > BOARD_KEEP_WARM_MS) return;
      entry.refreshing = true;
      void entry.figures.then(
        (known) => this.computeBoard([...known.keys()], timeframe, now),
        () => undefined,
      );
    }, this.refreshMs);
    timer.unref();
    this.warmers.set(timeframe, timer);
  }

  /** Stops keeping boards warm (the app is closing). */
  close() {
    this.closed = true;
    for (const timer of this.warmers.values()) clearTimeout(timer);
    this.warmers.clear();
  }
}
