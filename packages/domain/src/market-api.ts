/**
 * GET /crypto-price/ohlc (spec §7): the request and response schemas the server route validates
 * with and documents.
 */
import { z } from 'zod';
import { DEFAULT_EXCHANGE, EXCHANGES, GROUPINGS, SUPPORTED_SYMBOLS } from './constants';
import type { SupportedSymbol } from './constants';
import { parseDateInput } from './date-range';
import { MAX_CANDLES } from './grouping';
import { normalizeSymbol } from './symbols';

export const candleSchema = z.object({
  openTime: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});

const listed = (values: readonly string[]) => values.join(', ');

/** Accepts `yyyy-mm-dd`, an ISO date-time or epoch milliseconds; answers epoch ms. */
const instant = (name: string) =>
  z.string().transform((value, ctx) => {
    const text = value.trim();
    const ms = /^\d{1,15}$/.test(text) ? Number(text) : parseDateInput(text)?.getTime();
    if (ms === undefined || !Number.isFinite(ms)) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a date (2025-06-01), an ISO date-time or epoch milliseconds`,
      });
      return z.NEVER;
    }
    return ms;
  });

/** GET /crypto-price/ohlc (spec §7): symbol, start, grouping, exchange (default binance). */
export const ohlcQuerySchema = z
  .object({
    symbol: z
      .string()
      .transform(normalizeSymbol)
      .pipe(
        z.enum(SUPPORTED_SYMBOLS as readonly [SupportedSymbol, ...SupportedSymbol[]], {
          error: (issue) =>
            `Unsupported symbol ${JSON.stringify(issue.input)}. Supported symbols: ${listed(SUPPORTED_SYMBOLS)}`,
        }),
      ),
    start: instant('start'),
    /** Not in the spec: the range end, default now (charts of past ranges stop at their end). */
    end: instant('end').optional(),
    /** Not in the spec: candles per page (a longer range answers its newest `limit`). */
    limit: z.coerce.number().int().min(1).max(MAX_CANDLES).default(MAX_CANDLES),
    grouping: z.enum(GROUPINGS, {
      error: (issue) =>
        `Unsupported grouping ${JSON.stringify(issue.input)}. Supported groupings: ${listed(GROUPINGS)}`,
    }),
    exchange: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(
        z.enum(EXCHANGES, {
          error: (issue) =>
            `Unsupported exchange ${JSON.stringify(issue.input)}. Supported exchanges: ${listed(EXCHANGES)}`,
        }),
      )
      .default(DEFAULT_EXCHANGE),
  })
  .refine((q) => q.end === undefined || q.start <= q.end, {
    path: ['start'],
    message: 'start must not be after end',
  });
export type OhlcQuery = z.infer<typeof ohlcQuerySchema>;

export const ohlcResponseSchema = z.object({
  data: z.array(candleSchema),
  /** True when the candles come from the offline simulated market (MARKET_DATA=simulated). */
  simulated: z.boolean(),
  /** True when the exchange failed and the candles are the last cached ones. */
  stale: z.boolean().optional(),
  /**
   * True when the range holds older candles than these (more than `limit`): ask again with `end`
   * just before the first candle to page back.
   */
  more: z.boolean().optional(),
});
export type OhlcResponse = z.infer<typeof ohlcResponseSchema>;
