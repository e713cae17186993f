import { z } from 'zod';
import { reviewQueryFields } from './review';

/**
 * GET /trade-analysis/review/execution (issue 38): the executed signals of an account, a list's
 * accounts or all the caller's in the review's period, each with its slippage and latencies, and
 * their distribution. The owner's only: how an account's orders filled is not published.
 */
export const executionQuery = reviewQueryFields
  .pick({ timeframe: true, accountId: true, accountIds: true, startDate: true, endDate: true })
  .refine((q) => q.accountId === undefined || q.accountIds === undefined, {
    message: 'accountId o accountIds, no los dos',
    path: ['accountIds'],
  });
export type ExecutionQuery = z.infer<typeof executionQuery>;

/** The latest executed signals the answer lists (the summary counts them all). */
export const EXECUTION_SIGNALS_LISTED = 200;

const spreadSchema = z.object({
  n: z.number().int(),
  few: z.boolean(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  p95: z.number().nullable(),
  max: z.number().nullable(),
});

export const executedSignalSchema = z.object({
  signalId: z.uuid(),
  accountId: z.uuid(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  source: z.enum(['webhook', 'manual', 'copy', 'strategy']),
  /** A working order's fill (its trigger is the alert's price). */
  workingOrder: z.boolean(),
  alertPrice: z.string(),
  fillPrice: z.string(),
  quantity: z.string(),
  slippageBps: z.number(),
  alertAtMs: z.number(),
  receivedAtMs: z.number(),
  finishedAtMs: z.number().nullable(),
  executedAtMs: z.number(),
});
export type ExecutedSignalRow = z.infer<typeof executedSignalSchema>;

export const executionResponse = z.object({
  summary: z.object({
    slippageBps: spreadSchema,
    atOrBetter: z.number().nullable(),
    deliveryMs: spreadSchema,
    processingMs: spreadSchema,
    alertToFillMs: spreadSchema,
  }),
  data: z.array(executedSignalSchema),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type ExecutionResponse = z.infer<typeof executionResponse>;
