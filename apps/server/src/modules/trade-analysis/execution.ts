import {
  REVIEW_MINIMUM_TRIPS,
  resolveRange,
  type ExecutionQuery,
  type ExecutionResponse,
  type Spread,
} from '@pulso/domain';
import type { Gate } from '../../lib/gate';
import type { ExecutionRepository } from './execution.repository';
import { reviewBusy } from './review';

const numberOr = (text: string | null | undefined) => (text == null ? null : Number(text));

/**
 * Execution quality (issue 38): slippage and latencies of the signals that executed on some
 * accounts in the review's period. Whose accounts those are is decided before (readableAccounts).
 */
export class ExecutionService {
  constructor(
    /** The reviews' gate: a read of every signal of a period takes one of its places. */
    private readonly gate: Gate,
    private readonly repository: ExecutionRepository,
    private readonly clock: () => number = Date.now,
  ) {}

  async of(
    accountIds: readonly string[],
    query: Omit<ExecutionQuery, 'accountId' | 'accountIds'>,
  ): Promise<ExecutionResponse> {
    const { startDate, endDate } = query;
    const customDateRange = startDate && endDate ? { startDate, endDate } : null;
    const range = resolveRange({ ...query, customDateRange }, new Date(this.clock()));
    const { rows, spread } = await this.gate.run(
      () => this.repository.executed(accountIds, { fromMs: range.startMs, toMs: range.endMs }),
      reviewBusy,
    );
    const leg = (name: 'slip' | 'delivery' | 'processing' | 'fill'): Spread => {
      const n = Number(spread[`n_${name}`] ?? 0);
      return {
        n,
        few: n < REVIEW_MINIMUM_TRIPS,
        mean: numberOr(spread[`mean_${name}`]),
        median: numberOr(spread[`median_${name}`]),
        p95: numberOr(spread[`p95_${name}`]),
        max: numberOr(spread[`max_${name}`]),
      };
    };
    const slippageBps = leg('slip');
    return {
      summary: {
        slippageBps,
        atOrBetter:
          slippageBps.n === 0
            ? null
            : Math.round((Number(spread.better ?? 0) / slippageBps.n) * 10_000) / 10_000,
        deliveryMs: leg('delivery'),
        processingMs: leg('processing'),
        alertToFillMs: leg('fill'),
      },
      data: rows.map((r) => ({
        ...r,
        slippageBps: Number(r.slippageBps),
        alertAtMs: Number(r.alertAtMs),
        receivedAtMs: Number(r.receivedAtMs),
        finishedAtMs: numberOr(r.finishedAtMs),
        executedAtMs: Number(r.executedAtMs),
      })),
      dateRange: {
        startDate: new Date(range.startMs).toISOString(),
        endDate: new Date(range.endMs).toISOString(),
      },
    };
  }
}
