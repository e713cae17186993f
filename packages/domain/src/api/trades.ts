import { z } from 'zod';
import { PAGE_SIZES, TRADE_SOURCES } from '../constants';
import { pageOf, paginationQuery, queryDate } from './pagination';

export const TRADE_TYPES = ['buy', 'sell'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
export const TRADE_SORT_KEYS = [
  'createdAt',
  'amount',
  'price',
  'total',
  'asset',
  'type',
  'realizedPnl',
] as const;
export type TradeSortKey = (typeof TRADE_SORT_KEYS)[number];

/** A date or date-time in a query string (the web sends ISO strings; absent means all time). */
/** Spec §7 trade filters: page, limit, startDate, endDate, search, type, asset, sortBy, sortOrder. */
export const tradeFiltersQuery = z.object({
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  search: z.string().trim().max(100).optional(),
  type: z.enum(TRADE_TYPES).optional(),
  asset: z.string().trim().toUpperCase().max(20).optional(),
  /** Where the trades came from (beyond the spec: imported history apart from Pulso's own). */
  source: z.enum(TRADE_SOURCES).optional(),
  sortBy: z.enum(TRADE_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type TradeFilters = z.infer<typeof tradeFiltersQuery>;
export const listTradesQuery = paginationQuery(PAGE_SIZES.trades).extend(tradeFiltersQuery.shape);
export type ListTradesQuery = z.infer<typeof listTradesQuery>;

/** An executed trade; numbers are decimal strings (NUMERIC(38,18)), createdAt the execution time. */
export const tradeSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string().optional(),
  type: z.enum(TRADE_TYPES),
  symbol: z.string(),
  asset: z.string(),
  quoteAsset: z.string(),
  exchange: z.string(),
  amount: z.string(),
  price: z.string(),
  total: z.string(),
  fee: z.string(),
  feeAsset: z.string(),
  source: z.enum(TRADE_SOURCES),
  orderId: z.string().nullable(),
  realizedPnl: z.string(),
  createdAt: z.string(),
});
export type Trade = z.infer<typeof tradeSchema>;

/** The columns of the CSV export, in order. */
export const TRADE_CSV_COLUMNS = [
  'id',
  'accountId',
  'accountName',
  'createdAt',
  'type',
  'symbol',
  'asset',
  'quoteAsset',
  'exchange',
  'amount',
  'price',
  'total',
  'fee',
  'feeAsset',
  'realizedPnl',
  'source',
  'orderId',
] as const satisfies readonly (keyof Trade)[];

export const SIGNAL_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

/**
 * How one signal is getting on, for its account's owner (the receiver-log routes are for admins):
 * the signal's status, its steps so far (no metadata) and, once recorded, its trade.
 */
export const tradeSignalStatusSchema = z.object({
  signalId: z.string(),
  receiverLogId: z.string(),
  accountId: z.string(),
  status: z.enum(SIGNAL_STATUSES),
  error: z.string().nullable(),
  /** Its order executed but is not recorded yet: retried until it is (M1). */
  needsReconciliation: z.boolean(),
  steps: z.array(
    z.object({
      action: z.string(),
      status: z.string(),
      durationMs: z.number().nullable(),
      message: z.string().nullable(),
    }),
  ),
  trade: tradeSchema.nullable(),
});
export type TradeSignalStatus = z.infer<typeof tradeSignalStatusSchema>;

/** The caller's signals that failed since a moment (the alerts that failed while no page was open). */
export const failedSignalsQuery = z.object({
  since: z.iso.datetime({ offset: true }),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type FailedSignalsQuery = z.infer<typeof failedSignalsQuery>;

/** The most recent first, at most `limit` (one page): `pagination.total` counts all since then. */
export const failedSignalsSchema = pageOf(
  z.object({
    signalId: z.string(),
    accountId: z.string(),
    accountName: z.string(),
    source: z.string(),
    /** The step that failed, when one did (validation failures happen before any step). */
    step: z.string().nullable(),
    reason: z.string(),
    finishedAt: z.string(),
  }),
);
export type FailedSignals = z.infer<typeof failedSignalsSchema>;
