/**
 * Strategies (CRUD, backtest, code check) and strategy deployments (spec §7
 * /strategy-deployment routes): request and response schemas shared by the server and the web.
 */
import { z } from 'zod';
import {
  DEFAULT_EXCHANGE,
  EXCHANGES,
  GROUPINGS,
  PAGE_SIZES,
  SUPPORTED_SYMBOLS,
  type SupportedSymbol,
} from '../constants';
import { parseDateInput } from '../date-range';
import { candleSchema } from '../market-api';
import { strategyCodeError } from '../strategies/validation';
import { normalizeSymbol } from '../symbols';
import { paginationQuery, queryBoolean } from './pagination';
import { periodRiskSchema, tradeStatisticsSchema } from './review';

/** Not in the spec: more candles than this make a backtest too heavy for one request. */
export const BACKTEST_MAX_CANDLES = 20_000;
export const STRATEGY_CODE_MAX_LENGTH = 100_000;
export const DEFAULT_STARTING_CAPITAL = 10_000;

const symbolField = z
  .string()
  .transform(normalizeSymbol)
  .pipe(z.enum(SUPPORTED_SYMBOLS as readonly [SupportedSymbol, ...SupportedSymbol[]]));
const exchangeField = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(EXCHANGES));
const groupingField = z.enum(GROUPINGS);

/** The code rules of spec §5 that need no engine, with the spec's messages. */
export const strategyCodeField = z
  .string({ message: 'Strategy code cannot be empty' })
  .max(
    STRATEGY_CODE_MAX_LENGTH,
    `El código no puede tener más de ${STRATEGY_CODE_MAX_LENGTH} caracteres`,
  )
  .superRefine((code, ctx) => {
    const error = strategyCodeError(code);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const strategySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  code: z.string(),
  symbol: z.string(),
  exchange: z.string(),
  grouping: z.enum(GROUPINGS),
  /** Deployments of this strategy (running or paused). */
  deployments: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const strategyNameField = z
  .string({ message: 'El nombre es requerido' })
  .trim()
  .min(2, 'El nombre debe tener al menos 2 caracteres')
  .max(60, 'El nombre no puede tener más de 60 caracteres');

export const createStrategyBody = z
  .object({
    name: strategyNameField,
    description: z
      .string()
      .trim()
      .max(500, 'La descripción no puede tener más de 500 caracteres')
      .nullable()
      .optional(),
    code: strategyCodeField,
    symbol: symbolField.default('BTCUSDT'),
    exchange: exchangeField.default(DEFAULT_EXCHANGE),
    grouping: groupingField.default('1h'),
  })
  .strict();
export type CreateStrategy = z.input<typeof createStrategyBody>;

export const updateStrategyBody = z
  .object({
    name: strategyNameField.optional(),
    description: z.string().trim().max(500).nullable().optional(),
    code: strategyCodeField.optional(),
    symbol: symbolField.optional(),
    exchange: exchangeField.optional(),
    grouping: groupingField.optional(),
  })
  .strict();
export type UpdateStrategy = z.input<typeof updateStrategyBody>;

export const listStrategiesQuery = paginationQuery(PAGE_SIZES.default).extend({
  search: z.string().trim().max(100).optional(),
});

/** yyyy-mm-dd, an ISO date-time or epoch milliseconds → epoch ms. */
const instant = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = String(value).trim();
  const ms = /^\d{1,15}$/.test(text) ? Number(text) : parseDateInput(text)?.getTime();
  if (ms === undefined || !Number.isFinite(ms)) {
    ctx.addIssue({ code: 'custom', message: 'Fecha no válida (2025-06-01, ISO o milisegundos)' });
    return z.NEVER;
  }
  return ms;
});

const backtestFields = {
  symbol: symbolField.optional(),
  exchange: exchangeField.optional(),
  grouping: groupingField.optional(),
  startDate: instant,
  endDate: instant,
  startingCapital: z.coerce
    .number()
    .finite()
    .positive()
    .max(1e12)
    .default(DEFAULT_STARTING_CAPITAL),
};
const rangeInOrder = (b: { startDate: number; endDate: number }) => b.startDate < b.endDate;
const rangeIssue = { path: ['startDate'], message: 'Start date must be before end date' };

/** POST /strategy/:id/backtest: the strategy's symbol, exchange and grouping unless given. */
export const backtestBody = z.object(backtestFields).strict().refine(rangeInOrder, rangeIssue);
export type BacktestRequest = z.input<typeof backtestBody>;

/** POST /strategy/backtest: code from the editor, not saved yet. */
export const inlineBacktestBody = z
  .object({ ...backtestFields, code: strategyCodeField })
  .strict()
  .refine(rangeInOrder, rangeIssue);
export type InlineBacktestRequest = z.input<typeof inlineBacktestBody>;

export const backtestFillSchema = z.object({
  action: z.enum(['buy', 'sell']),
  price: z.number(),
  timestamp: z.number(),
  quantity: z.number(),
  fee: z.number(),
  realizedPnl: z.number(),
  positionAfter: z.number(),
  averagePriceAfter: z.number(),
  closing: z.boolean(),
  /** Issue 36: the working order that filled (a stop, a target, a resting entry) and why. */
  kind: z
    .enum(['limit', 'stop', 'stop_limit', 'stop_loss', 'take_profit', 'trailing_stop'])
    .optional(),
  reason: z.string().optional(),
});

export const backtestMetricsSchema = z.object({
  startingCapital: z.number(),
  finalEquity: z.number(),
  totalPnL: z.number(),
  roi: z.number(),
  returnPct: z.number(),
  realizedPnL: z.number(),
  unrealizedPnL: z.number(),
  fees: z.number(),
  totalInvested: z.number(),
  tradeCount: z.number(),
  totalVolume: z.number(),
  closingTrades: z.number(),
  wins: z.number(),
  losses: z.number(),
  winRate: z.number(),
  maxDrawdown: z.number(),
  maxDrawdownPct: z.number(),
  profitFactor: z.number().nullable(),
  sharpe: z.number().nullable(),
  openPosition: z.number(),
  markPrice: z.number(),
});

export const backtestResponseSchema = z.object({
  symbol: z.string(),
  exchange: z.string(),
  grouping: z.enum(GROUPINGS),
  startDate: z.number(),
  endDate: z.number(),
  simulated: z.boolean(),
  candles: z.array(candleSchema),
  trades: z.array(backtestFillSchema),
  /** Orders that placed nothing (a sizing refused, a target already held) and expiries. */
  skipped: z.array(z.object({ timestamp: z.number(), reason: z.string() })),
  equityCurve: z.array(z.object({ time: z.number(), equity: z.number() })),
  metrics: backtestMetricsSchema,
  /** Issue 38: the round trips' statistics and the period figures, as a live account's review. */
  statistics: tradeStatisticsSchema,
  risk: periodRiskSchema.nullable(),
  /** What the strategy printed with console.log (the first lines). */
  logs: z.array(z.string()),
  durationMs: z.number(),
});
export type BacktestResponse = z.infer<typeof backtestResponseSchema>;
export type BacktestMetricsView = z.infer<typeof backtestMetricsSchema>;

/** POST /strategy/validate: the full code check, syntax included, without running it. */
export const validateCodeBody = z
  .object({ code: z.string().max(STRATEGY_CODE_MAX_LENGTH) })
  .strict();
export const validateCodeResponse = z.object({ valid: z.boolean(), error: z.string().nullable() });

// ── Deployments ────────────────────────────────────────────────────────────────────────────────

export const DEPLOYMENT_RUN_STATUSES = ['success', 'skipped', 'error'] as const;

export const deploymentSchema = z.object({
  id: z.string(),
  strategyId: z.string(),
  strategyName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  symbol: z.string(),
  exchange: z.string(),
  grouping: z.enum(GROUPINGS),
  isPaused: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.enum(DEPLOYMENT_RUN_STATUSES).nullable(),
  /** The last run's error, or why it was skipped. */
  lastError: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  /** Epoch ms of the newest trade emitted so far (or of the deploy/resume). */
  lastEmittedTimestamp: z.number().nullable(),
  tradesEmitted: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const deployBody = z
  .object({
    strategyId: z.uuid(),
    accountId: z.uuid(),
    isPaused: z.boolean().default(false),
  })
  .strict();
export type DeployRequest = z.input<typeof deployBody>;

export const updateDeploymentBody = z.object({ isPaused: z.boolean() }).strict();

export const listDeploymentsQuery = paginationQuery(PAGE_SIZES.deployments).extend({
  strategyId: z.uuid().optional(),
  accountId: z.uuid().optional(),
  isPaused: queryBoolean.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ListDeploymentsQuery = z.infer<typeof listDeploymentsQuery>;

export const activeDeploymentsQuery = listDeploymentsQuery.omit({ isPaused: true });

export const deploymentMessageResponse = z.object({
  message: z.string(),
  deployment: deploymentSchema,
});
export const deploymentDeletedResponse = z.object({ message: z.string() });
