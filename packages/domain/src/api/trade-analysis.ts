import { z } from 'zod';
import { GROUPINGS, TIMEFRAMES, DEFAULT_GROUPING, DEFAULT_TIMEFRAME } from '../constants';
import { DATA_ORIGINS, LEADERBOARD_RANKINGS } from '../leaderboard';

/**
 * The analytics routes of spec §7 (/trade-analysis/{pnl,asset-allocation,volume} and their
 * /public variants). Money is a decimal string in USD (at most 8 decimals); percentages (roi,
 * winRate, allocationPercentage, totalReturnPercentage) are numbers; times are ms since epoch.
 */
const accountIds = z
  .array(z.uuid())
  .min(1)
  .max(200)
  .transform((ids) => [...new Set(ids)]);

/** GET: timeframe, grouping and accountId as query parameters (no accountId: all own accounts). */
export const analyticsQuery = z.object({
  timeframe: z.enum(TIMEFRAMES).default(DEFAULT_TIMEFRAME),
  grouping: z.enum(GROUPINGS).default(DEFAULT_GROUPING),
  accountId: z.uuid().optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const customDateRangeSchema = z.object({
  startDate: z.string().trim().min(1).max(40),
  endDate: z.string().trim().min(1).max(40),
});

/** POST: timeframe, customDateRange, grouping and accountId or accountIds. */
export const analyticsBody = z
  .object({
    timeframe: z.enum(TIMEFRAMES).default(DEFAULT_TIMEFRAME),
    customDateRange: customDateRangeSchema.nullable().optional(),
    grouping: z.enum(GROUPINGS).default(DEFAULT_GROUPING),
    accountId: z.uuid().optional(),
    accountIds: accountIds.optional(),
  })
  .strict();
export type AnalyticsBody = z.infer<typeof analyticsBody>;

/** The public variants name their account(s): GET needs accountId; POST accountId or accountIds. */
export const publicAnalyticsQuery = analyticsQuery.extend({ accountId: z.uuid() });
export const publicAnalyticsBody = analyticsBody.refine(
  (b) => b.accountId !== undefined || b.accountIds !== undefined,
  { message: 'accountId o accountIds es requerido', path: ['accountId'] },
);

/** Money in USD as decimal text, as every analytics figure. */
export const moneyText = z.string();
export const dateRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });

export const pnlDataSchema = z.object({
  totalPnL: moneyText,
  roi: z.number(),
  realized: moneyText,
  unrealized: moneyText,
  fees: moneyText,
  funding: moneyText,
  totalInvested: moneyText,
});
export const performanceStatsSchema = z.object({
  winRate: z.number(),
  wins: z.number().int(),
  losses: z.number().int(),
  closingTrades: z.number().int(),
  bestTrade: moneyText.nullable(),
  worstTrade: moneyText.nullable(),
  maxDrawdown: moneyText,
});
export const timeSeriesPointSchema = z.object({
  time: z.number(),
  realizedPnl: moneyText,
  fees: moneyText,
  funding: moneyText,
  cumulativePnl: moneyText,
  tradeCount: z.number().int(),
  volume: moneyText,
});
export const volumeDataSchema = z.object({
  tradeCount: z.number().int(),
  totalVolume: moneyText,
  buyVolume: moneyText,
  sellVolume: moneyText,
  buyCount: z.number().int(),
  sellCount: z.number().int(),
});
export const assetAllocationSchema = z.object({
  asset: z.string(),
  totalInvested: moneyText,
  totalSold: moneyText,
  netPosition: moneyText,
  currentValue: moneyText,
  averageBuyPrice: moneyText,
  averageSellPrice: moneyText,
  buyCount: z.number().int(),
  sellCount: z.number().int(),
  realizedPnl: moneyText,
  unrealizedPnl: moneyText,
  fees: moneyText,
  funding: moneyText,
  allocationPercentage: z.number(),
  totalReturn: moneyText,
  totalReturnPercentage: z.number(),
});

/**
 * A coin without a USD price in the range's trades (DESIGN §7): the figures answer without what
 * it would add. `trades`: trades whose quote or fee is in it (left out of the figures when their
 * price is unknown; counted without their fee when only the fee is); `fee`: their fees in that
 * coin; `position`: a position held in it at the range end, whose unrealized PnL is not counted;
 * `funding`: funding paid in it (a currency), left out of the funding figure.
 */
export const unpricedAssetSchema = z.object({
  asset: z.string(),
  trades: z.number().int(),
  fee: moneyText,
  position: moneyText.optional(),
  funding: moneyText.optional(),
});
export type UnpricedAsset = z.infer<typeof unpricedAssetSchema>;
/** Present only when some coin lacks a price. */
const unpriced = z.array(unpricedAssetSchema).optional();

export const pnlResponse = z.object({
  pnlData: pnlDataSchema,
  performanceStats: performanceStatsSchema,
  timeSeriesData: z.array(timeSeriesPointSchema),
  dateRange: dateRangeSchema,
  grouping: z.enum(GROUPINGS),
  unpriced,
});
export type PnlResponse = z.infer<typeof pnlResponse>;

export const assetAllocationResponse = z.object({
  assetAllocation: z.array(assetAllocationSchema),
  topAssets: z.array(assetAllocationSchema),
  dateRange: dateRangeSchema,
  unpriced,
});
export type AssetAllocationResponse = z.infer<typeof assetAllocationResponse>;

export const volumeResponse = z.object({
  volumeData: volumeDataSchema,
  dateRange: dateRangeSchema,
  unpriced,
});
export type VolumeResponse = z.infer<typeof volumeResponse>;

/**
 * Visitors' landing: the best public accounts (with publicStats) over a timeframe, ranked by
 * `rankBy` among those with the minimum trades and days (rankLeaderboard); the others follow
 * with no rank.
 */
export const publicLeaderboardQuery = z.object({
  timeframe: z.enum(TIMEFRAMES).default(DEFAULT_TIMEFRAME),
  limit: z.coerce.number().int().min(1).max(10).default(5),
  rankBy: z.enum(LEADERBOARD_RANKINGS).default('roi'),
});
export const leaderboardEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  accountType: z.string(),
  exchangeName: z.string(),
  /** 1 for the best; null: fewer than `minimumTrades` fills or `minimumDays` days. */
  rank: z.number().int().nullable(),
  totalPnL: moneyText,
  roi: z.number(),
  winRate: z.number(),
  tradeCount: z.number().int(),
  totalVolume: moneyText,
  maxDrawdown: moneyText,
  /** Net PnL ÷ max drawdown; null: no drawdown. */
  recovery: z.number().nullable(),
  /** Winning days ÷ days with fills (UTC days); null: no day with fills. */
  consistency: z.number().nullable(),
  /** Days with fills in the range (UTC). */
  activeDays: z.number().int(),
  /** Where the figures come from, as the fills were recorded (DATA_ORIGINS' order). */
  origins: z.array(z.enum(DATA_ORIGINS)),
  unpriced,
});
export const publicLeaderboardResponse = z.object({
  data: z.array(leaderboardEntrySchema),
  /** What an account needs in this range before it can rank. */
  minimumTrades: z.number().int(),
  minimumDays: z.number().int(),
});

/** Figures of a page of public accounts (the Cuentas Públicas table): at most one page's worth. */
export const publicFiguresQuery = z.object({
  timeframe: z.enum(TIMEFRAMES).default(DEFAULT_TIMEFRAME),
  accountIds: z
    .string()
    .max(25 * 37)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(25)),
});
export const accountFiguresSchema = z.object({
  accountId: z.string(),
  totalPnL: moneyText,
  roi: z.number(),
  winRate: z.number(),
  tradeCount: z.number().int(),
  totalVolume: moneyText,
  maxDrawdown: moneyText,
  unpriced,
});
export type AccountFigures = z.infer<typeof accountFiguresSchema>;
/** Only the accounts that share their stats (public, active, publicStats) are answered. */
export const publicFiguresResponse = z.object({ data: z.array(accountFiguresSchema) });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type PublicLeaderboardResponse = z.infer<typeof publicLeaderboardResponse>;
