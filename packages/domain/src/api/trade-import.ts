import { z } from 'zod';

/** Rows with problems listed in an import's summary (the count covers them all). */
export const IMPORT_PROBLEMS_LISTED = 200;
/** Trades an import's preview shows. */
export const IMPORT_SAMPLE_SIZE = 10;

/**
 * What importing a trade-history file does (a preview) or did: its format, how many rows it
 * read, how many trades are new and how many the account already has, each row it skips with its
 * line number and why, the first trades, and the totals per quote currency.
 */
export const tradeImportSummarySchema = z.object({
  format: z.object({ id: z.string(), name: z.string() }),
  rows: z.number().int(),
  toImport: z.number().int(),
  duplicates: z.number().int(),
  imported: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  problemCount: z.number().int(),
  sample: z.array(
    z.object({
      line: z.number().int(),
      executedAt: z.string(),
      asset: z.string(),
      quoteAsset: z.string(),
      side: z.enum(['buy', 'sell']),
      amount: z.string(),
      price: z.string(),
      fee: z.string(),
      feeAsset: z.string(),
    }),
  ),
  from: z.string().nullable(),
  to: z.string().nullable(),
  volumes: z.array(
    z.object({
      quoteAsset: z.string(),
      trades: z.number().int(),
      buy: z.string(),
      sell: z.string(),
    }),
  ),
});
export type TradeImportSummary = z.infer<typeof tradeImportSummarySchema>;
