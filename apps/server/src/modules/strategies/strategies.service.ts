import {
  AppError,
  BACKTEST_MAX_CANDLES,
  STRATEGY_MESSAGES,
  candleCount,
  finestGroupingWithin,
  paginate,
  strategyCodeError,
  type BacktestResponse,
  type ExchangeCode,
  type Grouping,
  type Strategy,
  type SupportedSymbol,
  type backtestBody,
  type createStrategyBody,
  type inlineBacktestBody,
  type listStrategiesQuery,
  type updateStrategyBody,
} from '@pulso/domain';
import { type Actor, type AuthUser, ownedOrAdmin } from '../../lib/actor';
import type { z } from 'zod';
import type { ActivityService, UserChangeRecorder } from '../activity-logs';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { StrategyRunner } from '../../sandbox';
import type { ExchangeDirectory } from '../exchanges';
import type { MarketData } from '../market-data';
import type { PlanLimits } from '../packages';
import type { StrategiesRepository, StrategyView } from './strategies.repository';
import { closedCandles, evaluateStrategy, runOwner } from './strategy-engine';

type CreateBody = z.output<typeof createStrategyBody>;
type UpdateBody = z.output<typeof updateStrategyBody>;
type BacktestBody = z.output<typeof backtestBody>;
type InlineBacktestBody = z.output<typeof inlineBacktestBody>;

export function toStrategy(row: StrategyView): Strategy {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    code: row.code,
    symbol: row.symbol,
    exchange: row.exchange,
    grouping: row.grouping as Grouping,
    deployments: row.deployments,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Estrategia no encontrada');
const codeInvalid = (message: string) =>
  new AppError('VALIDATION', message, [{ path: ['body', 'code'], message }]);

export class StrategiesService {
  private readonly strategies: StrategiesRepository;
  private readonly exchanges: ExchangeDirectory;
  private readonly packages: PlanLimits;
  private readonly record: UserChangeRecorder;
  private readonly clock: () => number;

  constructor(
    private readonly transact: Transact,
    private readonly deps: {
      activity: ActivityService;
      strategies: StrategiesRepository;
      exchanges: ExchangeDirectory;
      packages: PlanLimits;
      marketData: MarketData;
      runner: StrategyRunner;
      clock?: () => number;
    },
  ) {
    this.record = deps.activity.userChanges('strategy');
    this.strategies = deps.strategies;
    this.exchanges = deps.exchanges;
    this.packages = deps.packages;
    this.clock = deps.clock ?? Date.now;
  }

  private get runner(): StrategyRunner {
    return this.deps.runner;
  }

  /** The full code check of spec §5, syntax included; null when the code is valid. */
  async codeError(user: AuthUser, code: string): Promise<string | null> {
    return (
      strategyCodeError(code) ??
      (await this.runner.check(code, await runOwner(this.packages, user.id)))
    );
  }

  async create(user: AuthUser, body: CreateBody, actor: Actor): Promise<Strategy> {
    await this.assertCode(user, body.code);
    const id = await this.transact(async (tx) => {
      const id = await this.strategies.insert(
        { ...body, description: body.description ?? null, ownerId: user.id },
        tx,
      );
      await this.record('strategy.create', id, { name: body.name }, actor, tx);
      return id;
    });
    return toStrategy((await this.strategies.findById(id))!);
  }

  async get(user: AuthUser, id: string): Promise<Strategy> {
    return toStrategy(await this.owned(user, id));
  }

  async list(user: AuthUser, query: z.output<typeof listStrategiesQuery>) {
    const { rows, total } = await this.strategies.pageForOwner(user.id, query);
    return { data: rows.map(toStrategy), pagination: paginate(total, query.page, query.limit) };
  }

  async update(user: AuthUser, id: string, body: UpdateBody, actor: Actor): Promise<Strategy> {
    await this.owned(user, id);
    if (body.code !== undefined) await this.assertCode(user, body.code);
    await this.transact(async (tx) => {
      await this.strategies.update(id, body, tx);
      const { code, ...fields } = body;
      await this.record(
        'strategy.update',
        id,
        { ...fields, ...(code !== undefined ? { code: 'changed' } : {}) },
        actor,
        tx,
      );
    });
    return this.get(user, id);
  }

  async delete(user: AuthUser, id: string, actor: Actor): Promise<void> {
    const row = await this.owned(user, id);
    await this.transact(async (tx) => {
      await this.strategies.delete(id, tx);
      await this.record('strategy.delete', id, { name: row.name }, actor, tx);
    });
  }

  /** POST /strategy/:id/backtest: the saved code, its series unless the body says otherwise. */
  async backtestSaved(user: AuthUser, id: string, body: BacktestBody): Promise<BacktestResponse> {
    const strategy = await this.owned(user, id);
    return this.backtest(user, strategy.code, {
      ...body,
      symbol: body.symbol ?? (strategy.symbol as SupportedSymbol),
      exchange: body.exchange ?? (strategy.exchange as ExchangeCode),
      grouping: body.grouping ?? (strategy.grouping as Grouping),
    });
  }

  /** POST /strategy/backtest: code from the editor. */
  async backtestInline(user: AuthUser, body: InlineBacktestBody): Promise<BacktestResponse> {
    return this.backtest(user, body.code, {
      ...body,
      symbol: body.symbol ?? 'BTCUSDT',
      exchange: body.exchange ?? 'binance',
      grouping: body.grouping ?? '1h',
    });
  }

  async backtest(
    user: AuthUser,
    code: string,
    params: {
      symbol: SupportedSymbol;
      exchange: ExchangeCode;
      grouping: Grouping;
      startDate: number;
      endDate: number;
      startingCapital: number;
    },
  ): Promise<BacktestResponse> {
    const started = performance.now();
    const staticError = strategyCodeError(code);
    if (staticError) throw codeInvalid(staticError);
    const now = this.clock();
    const { symbol, exchange, grouping, startDate, startingCapital } = params;
    if (startDate >= now) {
      throw new AppError('VALIDATION', 'La fecha de inicio no puede estar en el futuro', [
        { path: ['body', 'startDate'], message: 'La fecha de inicio no puede estar en el futuro' },
      ]);
    }
    const endDate = Math.min(params.endDate, now);
    const count = candleCount(grouping, startDate, endDate);
    if (count > BACKTEST_MAX_CANDLES) {
      const message = `La agrupación ${grouping} daría ${count} velas (máximo ${BACKTEST_MAX_CANDLES} por backtest). Acorta el rango o usa ${finestGroupingWithin(startDate, endDate, BACKTEST_MAX_CANDLES)}.`;
      throw new AppError('BAD_REQUEST', message, [{ path: ['body', 'grouping'], message }]);
    }
    const source = this.deps.marketData.source;
    const { candles } = await closedCandles(
      source,
      { exchange, symbol, grouping },
      startDate,
      endDate,
      now,
    );
    if (candles.length === 0) throw new AppError('BAD_REQUEST', STRATEGY_MESSAGES.noHistory);
    const feeRate = Number((await this.exchanges.byCode(exchange))?.takerFee ?? 0);
    const evaluation = await evaluateStrategy(
      this.runner,
      code,
      candles,
      { symbol, exchange, grouping, startingCapital, mode: 'backtest', now },
      await runOwner(this.packages, user.id),
      { startingCapital, feeRate },
    );
    if (!evaluation.ok) throw codeInvalid(evaluation.error);
    // Computed in the sandbox's thread (a run's trades are bounded, but not free to process).
    const result = evaluation.backtest!;
    return {
      symbol,
      exchange,
      grouping,
      startDate,
      endDate,
      simulated: source.simulated,
      candles,
      trades: result.fills,
      skipped: result.skipped,
      equityCurve: result.equityCurve,
      metrics: result.metrics,
      statistics: result.statistics,
      risk: result.risk,
      logs: evaluation.logs,
      durationMs: Math.round(performance.now() - started),
    };
  }

  /** The strategy when the caller owns it (or is an admin); otherwise it does not exist for them. */
  async owned(user: AuthUser, id: string, tx?: Db): Promise<StrategyView> {
    const row = await this.strategies.findById(id, tx);
    if (!ownedOrAdmin(user, row)) throw notFound();
    return row;
  }

  private async assertCode(user: AuthUser, code: string): Promise<void> {
    const error = await this.codeError(user, code);
    if (error) throw codeInvalid(error);
  }
}
