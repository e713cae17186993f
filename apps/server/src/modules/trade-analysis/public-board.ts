import { resolveRange, type ResolvedRange, type Timeframe } from '@pulso/domain';
import { RefreshingCache } from '../../lib/cache';
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

/** One timeframe's ranking figures, over the range they were computed for. */
export interface Board {
  range: ResolvedRange;
  figures: Map<string, AccountMetrics>;
}

/** The boards' cache: fresh for BOARD_TTL_MS, then refreshed behind visitors, kept warm. */
export function boardCache(options: { clock?: () => number; refreshMs?: number } = {}) {
  return new RefreshingCache<Board>({
    freshMs: BOARD_TTL_MS,
    maxAgeMs: BOARD_MAX_AGE_MS,
    refreshMs: options.refreshMs ?? BOARD_REFRESH_MS,
    keepWarmMs: BOARD_KEEP_WARM_MS,
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

/** Each account's sort-key figures over a range (TradeAnalysisService.metrics). */
export type MetricsOf = (
  accountIds: readonly string[],
  range: ResolvedRange,
) => Promise<Map<string, AccountMetrics>>;

/**
 * Cuentas Públicas' ranking board per timeframe: one computation shared by every visitor and
 * every page (a thousand accounts with 200 trades each take seconds cold), so paging, re-sorting
 * or a crowd of visitors never recomputes the board. Its cache serves it fresh, then stale while
 * its successor is computed (which covers every account the board has met, not only this
 * visitor's filter), and awaits it when too old. An account the board has not met yet is
 * computed and added on the spot. The figures the table shows come fresh from publicFigures.
 */
export class PublicBoard {
  constructor(
    private readonly compute: MetricsOf,
    private readonly boards: RefreshingCache<Board>,
  ) {}

  async metrics(
    accountIds: readonly string[],
    timeframe: Timeframe,
  ): Promise<Map<string, AccountMetrics>> {
    const board = await this.boards.get(timeframe, async (previous, now) => {
      const range = resolveRange({ timeframe }, new Date(now));
      const ids = previous ? new Set([...accountIds, ...previous.figures.keys()]) : accountIds;
      return { range, figures: await this.compute([...ids], range) };
    });
    const missing = accountIds.filter((id) => !board.figures.has(id));
    if (missing.length > 0) {
      for (const [id, f] of await this.compute(missing, board.range)) board.figures.set(id, f);
    }
    return board.figures;
  }
}
