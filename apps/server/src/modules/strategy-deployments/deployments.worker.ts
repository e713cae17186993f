/**
 * The strategy scheduler (DESIGN §9): runs each running deployment once per interval of its
 * grouping, skips when the newest candle is more than 2 intervals stale, and emits the trades
 * newer than the last one emitted through the trade pipeline, exactly once:
 * - a slot is claimed with FOR UPDATE SKIP LOCKED and moved on in the same transaction, so one
 *   instance takes it;
 * - the signals and the move of last_emitted_timestamp commit together, and only if nobody moved
 *   it meanwhile;
 * - the order ids are deterministic per (deployment, trade time), so even a replay is a duplicate
 *   to the pipeline's idempotency key.
 */
import {
  nameTag,
  AppError,
  Decimal,
  applyTrade,
  candleOpenTime,
  FLAT,
  groupingIntervalMs,
  isCandleStale,
  OWNER_INACTIVE,
  strategyOrderId,
  type ExchangeCode,
  type Grouping,
  type StoredSignalPayload,
  type StrategyTrade,
  type SupportedSymbol,
} from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transact } from '../../db/repository';
import type { StrategyRunner } from '../../sandbox';
import type { MarketData } from '../market-data';
import type { PlanLimits } from '../packages';
import type { SignalsService } from '../signals';
import { closedCandles, evaluateStrategy, runOwner } from '../strategies';
import type { DeploymentsRepository, DeploymentView } from './deployments.repository';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface SchedulerOptions {
  /** How often to look for due deployments. */
  tickMs?: number;
  /** Deployments claimed per look. */
  batch?: number;
  /**
   * Runs in flight at once. They run side by side (the sandbox shares its threads fairly between
   * users), so a looping deployment delays nobody else's.
   */
  concurrency?: number;
  /** Candles of history each run sees. */
  historyCandles?: number;
  /** Starting capital in the strategy's context. */
  startingCapital?: number;
  clock?: () => number;
  log?: Log;
}

export type RunResult =
  | { status: 'success'; emitted: number }
  | { status: 'skipped'; reason: string }
  | { status: 'error'; error: string };

class Superseded extends Error {}

const DEFAULT_HISTORY = 500;
/** How long after a candle closes its run starts, so the candle is in the source. */
const SETTLE_MS = 2_000;

/** The slot after `now`: just after the candle in progress closes. */
export function nextSlot(grouping: string, now: number): number {
  const interval = groupingIntervalMs(grouping);
  const settle = Math.min(SETTLE_MS, interval / 2);
  const open = candleOpenTime(grouping as Grouping, now);
  const slot = open + interval + settle;
  return slot - interval > now ? slot - interval : slot;
}

export class StrategyScheduler {
  private readonly deployments: DeploymentsRepository;
  private readonly signals: Pick<SignalsService, 'enqueue'>;
  private readonly clock: () => number;
  private readonly tickMs: number;
  private readonly batch: number;
  private readonly concurrency: number;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly history: number;
  private readonly capital: number;
  private readonly log: Log | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      deployments: DeploymentsRepository;
      signals: Pick<SignalsService, 'enqueue'>;
      packages: PlanLimits;
      marketData: MarketData;
      runner: StrategyRunner;
    },
    options: SchedulerOptions = {},
  ) {
    this.deployments = deps.deployments;
    this.signals = deps.signals;
    this.clock = options.clock ?? Date.now;
    this.tickMs = options.tickMs ?? 1_000;
    this.batch = options.batch ?? 4;
    this.concurrency = Math.max(1, options.concurrency ?? 16);
    this.history = options.historyCandles ?? DEFAULT_HISTORY;
    this.capital = options.startingCapital ?? 10_000;
    this.log = options.log;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.launch()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.log?.error({ err: error }, 'strategy scheduler tick failed'),
        )
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(loop, this.tickMs);
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await Promise.all(this.inFlight);
  }

  /** Claims the due deployments and runs them side by side; answers each one's outcome. */
  async tick(): Promise<Map<string, RunResult>> {
    return new Map(await Promise.all(await this.launch()));
  }

  /**
   * Claims as many due deployments as there is room for and starts their runs without waiting
   * for them: the next look is not held up by a slow run.
   */
  private async launch(): Promise<Promise<[string, RunResult]>[]> {
    const room = Math.min(this.batch, this.concurrency - this.inFlight.size);
    if (room <= 0) return [];
    const now = this.clock();
    // A run may wait behind its owner's other runs before its own timeout starts.
    const lease = this.deps.runner.longestRunMs + 60_000;
    const ids = await this.transact((tx) =>
      this.deployments.claimDue(
        new Date(now),
        room,
        new Date(now + lease),
        (grouping) => new Date(nextSlot(grouping, now)),
        tx,
      ),
    );
    return ids.map((id) => {
      const run = this.runClaimed(id).then((result): [string, RunResult] => [id, result]);
      this.inFlight.add(run);
      void run.finally(() => this.inFlight.delete(run));
      return run;
    });
  }

  private async runClaimed(id: string): Promise<RunResult> {
    const deployment = await this.deployments.findById(id);
    if (!deployment) return { status: 'skipped', reason: 'deleted' };
    const now = this.clock();
    let result: RunResult;
    try {
      result = await this.run(deployment, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        // The owner's sandbox queue is full: this slot is skipped, the next one runs.
        result = { status: 'skipped', reason: error.message };
      } else {
        this.log?.error({ err: error, deploymentId: id }, 'strategy run failed');
        result = { status: 'error', error: 'Error interno al ejecutar el despliegue' };
      }
    }
    await this.deployments.update(id, {
      lastRunAt: new Date(now),
      lastStatus: result.status,
      lastError:
        result.status === 'error'
          ? result.error
          : result.status === 'skipped'
            ? result.reason
            : null,
      leaseUntil: null,
    });
    return result;
  }

  private async run(d: DeploymentView, now: number): Promise<RunResult> {
    if (d.isPaused) return { status: 'skipped', reason: 'En pausa' };
    if (!d.ownersActive) {
      // Skipped, not paused: pausing would overwrite the user's own choice, which reactivation
      // must find intact. Like a resume, reactivation does not replay what was skipped.
      const grouping = d.grouping as Grouping;
      await this.deployments.advanceEmitted(
        d.id,
        d.lastEmittedTimestamp,
        candleOpenTime(grouping, now) - 1,
        0,
      );
      return { status: 'skipped', reason: OWNER_INACTIVE };
    }
    if (d.accountDeleted || !d.accountActive) {
      return { status: 'error', error: 'La cuenta no está activa' };
    }
    const grouping = d.grouping as Grouping;
    const interval = groupingIntervalMs(grouping);
    const { candles } = await closedCandles(
      this.deps.marketData.source,
      { exchange: d.exchange as ExchangeCode, symbol: d.symbol as SupportedSymbol, grouping },
      now - this.history * interval,
      now,
      now,
    );
    const last = candles.at(-1);
    if (!last) return { status: 'skipped', reason: 'Sin velas: no hay datos de mercado' };
    if (isCandleStale(grouping, last.openTime, now)) {
      return {
        status: 'skipped',
        reason: `Velas desactualizadas: la última (${new Date(last.openTime).toISOString()}) tiene más de 2 intervalos de ${grouping}`,
      };
    }
    const evaluation = await evaluateStrategy(
      this.deps.runner,
      d.code,
      candles,
      {
        symbol: d.symbol,
        exchange: d.exchange,
        grouping,
        startingCapital: this.capital,
        mode: 'live',
        now,
      },
      await runOwner(this.deps.packages, d.ownerId),
    );
    if (!evaluation.ok) return { status: 'error', error: evaluation.error };
    const emitted = await this.emit(d, evaluation.trades);
    return { status: 'success', emitted };
  }

  /** The trades newer than the last emitted, as signals, with the move forward, in one go. */
  private async emit(d: DeploymentView, trades: StrategyTrade[]): Promise<number> {
    const since = d.lastEmittedTimestamp ?? 0;
    const signals = toSignals(d, trades).filter((s) => s.time > since);
    if (signals.length === 0) return 0;
    const newest = Math.max(...signals.map((s) => s.time));
    try {
      return await this.transact(async (tx) => {
        let created = 0;
        for (const payload of signals) {
          const { duplicate } = await this.signals.enqueue(
            {
              accountId: d.accountId,
              source: 'strategy',
              payload,
              logMetadata: { deploymentId: d.id, strategyId: d.strategyId },
            },
            tx,
          );
          if (!duplicate) created++;
        }
        const moved = await this.deployments.advanceEmitted(
          d.id,
          d.lastEmittedTimestamp,
          newest,
          created,
          tx,
        );
        if (!moved) throw new Superseded();
        return created;
      });
    } catch (error) {
      if (error instanceof Superseded) return 0;
      throw error;
    }
  }
}

/**
 * The TradingView-shaped signals of a strategy's trades (market_position after each trade). Issue
 * 36: an order's intent goes on its signal, which the pipeline sizes and places as an alert's; the
 * position it leads to is then the account's, not the returned quantities', so from the first
 * intent on, market_position is only said when an order names its target.
 */
export function toSignals(d: DeploymentView, trades: StrategyTrade[]): StoredSignalPayload[] {
  let state = FLAT;
  let known = true;
  const seen = new Map<number, number>();
  return trades.map((trade) => {
    const intent = trade.intent;
    if (intent) known = false;
    else if (known) {
      state = applyTrade(state, {
        side: trade.action,
        quantity: trade.quantity,
        price: trade.price,
      }).state;
    }
    const index = seen.get(trade.timestamp) ?? 0;
    seen.set(trade.timestamp, index + 1);
    const position = state.position;
    const marketPosition = known
      ? position.isZero()
        ? 'flat'
        : position.isPositive()
          ? 'long'
          : 'short'
      : intent?.target;
    return {
      symbol: d.symbol,
      exchange: d.accountExchangeCode,
      time: trade.timestamp,
      action: trade.action,
      contracts: new Decimal(trade.quantity).toString(),
      order_id: strategyOrderId(d.id, trade.timestamp, index),
      ...(marketPosition ? { market_position: marketPosition } : {}),
      close: new Decimal(trade.price).toString(),
      ...(intent ? { intent } : {}),
      // Issue 38: the strategy's trades are tagged with it in the review.
      tags: [nameTag('estrategia', d.strategyName)],
    };
  });
}
