import { z } from 'zod';
import { GROUPINGS, TIMEFRAMES, DEFAULT_TIMEFRAME } from '../constants';
import { MESSAGES } from '../messages';
import { BREAKDOWN_DIMENSIONS, type BreakdownDimension } from '../trip-breakdowns';
import { isTimeZone } from '../notifications';
import { REVIEW_MAXIMUM_CAPITAL } from '../period-risk';
import { REVIEW_TRIPS_LISTED } from '../round-trips';
import { journalTagSchema } from './journal';
import { customDateRangeSchema, dateRangeSchema, moneyText as money } from './trade-analysis';

/**
 * The review (issue 38): an account's or a list's closed round trips in a range and their
 * trade-level statistics. GET `timeframe` (`custom`: with `startDate` and `endDate`), `accountId`
 * (none: all the caller's accounts), the viewer's `timeZone` for days, and `day` to list one
 * calendar day's trips. A round trip belongs to the range it closed in.
 */
export const reviewQueryFields = z
  .object({
    timeframe: z.enum(TIMEFRAMES).default(DEFAULT_TIMEFRAME),
    accountId: z.uuid().optional(),
    /** Several accounts (a named list's), comma-separated; instead of accountId. */
    accountIds: z
      .string()
      .max(200 * 37)
      .transform((value) => [...new Set(value.split(',').filter(Boolean))])
      .pipe(z.array(z.uuid()).min(1).max(200))
      .optional(),
    timeZone: z.string().max(64).refine(isTimeZone, MESSAGES.timeZone.unknown).default('UTC'),
    startDate: customDateRangeSchema.shape.startDate.optional(),
    endDate: customDateRangeSchema.shape.endDate.optional(),
    day: z.iso.date().optional(),
    /** The capital (USD) the period figures' equity curve starts from; default: the paper
     *  starting balance per account reviewed. */
    capital: z.coerce
      .number({ message: MESSAGES.review.capital })
      .positive({ message: MESSAGES.review.capital })
      .max(REVIEW_MAXIMUM_CAPITAL, { message: MESSAGES.review.capital })
      .optional(),
    /** Only the round trips whose journal carries this tag (the period figures then go). */
    tag: journalTagSchema.optional(),
  })
  .strict();
export const reviewQuery = reviewQueryFields.refine(
  (q) => q.accountId === undefined || q.accountIds === undefined,
  { message: 'accountId o accountIds, no los dos', path: ['accountIds'] },
);
export type ReviewQuery = z.infer<typeof reviewQuery>;
/** A visitor reviews one public account. */
export const publicReviewQuery = reviewQueryFields
  .omit({ accountIds: true })
  .extend({ accountId: z.uuid() });

const counted = <T extends z.ZodType>(value: T) =>
  z.object({ value, n: z.number().int(), few: z.boolean() });
const sideStatistics = z.object({
  trips: z.number().int(),
  netPnl: money,
  winRate: z.number().nullable(),
});
export const roundTripSchema = z.object({
  accountId: z.uuid(),
  asset: z.string(),
  symbol: z.string(),
  side: z.enum(['long', 'short']),
  openedAtMs: z.number(),
  closedAtMs: z.number(),
  quantity: money,
  entryPrice: money,
  exitPrice: money,
  realizedPnl: money,
  fees: money,
  netPnl: money,
  returnPct: money,
  fills: z.number().int(),
  source: z.string(),
  stopPrice: money.optional(),
  rMultiple: money.optional(),
  unpricedFees: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  autoTags: z.array(z.string()).optional(),
});
export const tradeStatisticsSchema = z.object({
  trips: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  flat: z.number().int(),
  minimumTrips: z.number().int(),
  netPnl: money,
  profitFactor: counted(money.nullable()),
  expectancy: counted(money.nullable()),
  expectancyR: counted(money.nullable()),
  payoffRatio: counted(money.nullable()),
  winRate: counted(z.number().nullable()),
  averageWin: money.nullable(),
  averageLoss: money.nullable(),
  largestWin: money.nullable(),
  largestLoss: money.nullable(),
  maxConsecutiveWins: z.number().int(),
  maxConsecutiveLosses: z.number().int(),
  averageHoldWinnersMs: z.number().nullable(),
  averageHoldLosersMs: z.number().nullable(),
  long: sideStatistics,
  short: sideStatistics,
  days: z.object({
    winning: z.number().int(),
    flat: z.number().int(),
    losing: z.number().int(),
    minimumDays: z.number().int(),
    few: z.boolean(),
  }),
});
const breakdownRowSchema = z.object({
  key: z.string(),
  trips: z.number().int(),
  wins: z.number().int(),
  netPnl: money,
});
const drawdownEpisodeSchema = z.object({
  start: z.string(),
  trough: z.string(),
  recovery: z.string().nullable(),
  depthPct: z.number(),
  depth: z.number(),
  days: z.number().int(),
});
/** Period figures (periodRisk): from the daily equity curve, not from trades. */
export const periodRiskSchema = z.object({
  capital: z.number(),
  days: z.number().int(),
  few: z.boolean(),
  endEquity: z.number(),
  totalReturnPct: z.number(),
  volatilityPct: z.number().nullable(),
  sharpe: z.number().nullable(),
  sortino: z.number().nullable(),
  cagrPct: z.number().nullable(),
  calmar: z.number().nullable(),
  maxDrawdownPct: z.number(),
  underwaterPct: z.number(),
  capitalExhausted: z.boolean(),
  underwater: z.array(z.object({ day: z.string(), drawdownPct: z.number() })),
  episodes: z.array(drawdownEpisodeSchema),
});
export const reviewResponse = z.object({
  statistics: tradeStatisticsSchema,
  /** Sharpe, Sortino, Calmar, volatility, CAGR, time underwater and the drawdown episodes of
   *  the daily equity curve (capital + net result per local day); null: no fill ever. */
  risk: periodRiskSchema.nullable(),
  /** The newest REVIEW_TRIPS_LISTED trips, newest first; `statistics` counts them all. */
  roundTrips: z.array(roundTripSchema),
  /** Round trips in a quote coin with no USD price, left out rather than guessed. */
  unpricedTrips: z.number().int(),
  /** The calendar: each local day of the range with a round trip closed in it. */
  days: z.array(z.object({ day: z.string(), netPnl: money, trips: z.number().int() })),
  /** Per symbol, source, entry weekday (1 Monday … 7) and hour, holding time and account: N,
   *  wins and net result of the trips in each group. */
  breakdowns: z.object(
    Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d) => [d, z.array(breakdownRowSchema)])) as Record<
      BreakdownDimension,
      z.ZodArray<typeof breakdownRowSchema>
    >,
  ),
  dateRange: dateRangeSchema,
  timeZone: z.string(),
  /** The tag the review is narrowed to, if any. */
  tag: z.string().optional(),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;

/** A round trip, as the review lists it: its account, its asset and its opening time. */
const tripKeySchema = z
  .object({ accountId: z.uuid(), asset: z.string().min(1).max(64), openedAtMs: z.number().int() })
  .strict();
/** POST /trade-analysis/review/excursions (and /public/…): the trips to read, at most a review's. */
export const excursionsBody = z
  .object({ trips: z.array(tripKeySchema).min(1).max(REVIEW_TRIPS_LISTED) })
  .strict();
export type ExcursionsBody = z.infer<typeof excursionsBody>;
export const excursionSchema = z.object({
  grouping: z.enum(GROUPINGS),
  bars: z.number().int(),
  missingBars: z.number().int(),
  maePrice: money,
  mfePrice: money,
  mae: money,
  mfe: money,
  maeR: money.optional(),
  mfeR: money.optional(),
});
export const excursionsResponse = z.object({
  /** One per closed trip found, in the order asked; `excursion` null: no candles for its market. */
  data: z.array(
    z.object({
      accountId: z.uuid(),
      asset: z.string(),
      openedAtMs: z.number(),
      excursion: excursionSchema.nullable(),
    }),
  ),
});
export type ExcursionsResponse = z.infer<typeof excursionsResponse>;
