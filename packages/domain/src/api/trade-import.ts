import { z } from 'zod';

/** Rows with problems listed in an import's summary (the count covers them all). */
export const IMPORT_PROBLEMS_LISTED = 200;
/** Trades (or funding payments) an import's preview shows. */
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
  /**
   * Preview only, when some: fee coins of the new trades without a USD price (issue 33). They
   * import; the analytics show their fees as unpriced until the market prices the coin.
   */
  unpricedFees: z.array(z.object({ asset: z.string(), trades: z.number().int() })).optional(),
  /**
   * A funding export's (Binance's futures transaction history, Bybit's transaction log): its
   * funding payments, which it imports instead of trades (`toImport`, `duplicates` and `imported`
   * above stay 0). `found`: payments read; `toImport`: new ones; `duplicates`: ones the account
   * already holds (read by a sync, or from an earlier or overlapping file); `imported`: written
   * (0 in a preview); `skipped`: the export's rows of other kinds (realized PnL, commissions,
   * transfers, trades), not read; the first new payments; each currency's new total.
   */
  funding: z
    .object({
      found: z.number().int(),
      toImport: z.number().int(),
      duplicates: z.number().int(),
      imported: z.number().int(),
      skipped: z.number().int(),
      sample: z.array(
        z.object({
          line: z.number().int(),
          paidAt: z.string(),
          asset: z.string(),
          quoteAsset: z.string(),
          currency: z.string(),
          amount: z.string(),
        }),
      ),
      totals: z.array(
        z.object({ currency: z.string(), payments: z.number().int(), amount: z.string() }),
      ),
    })
    .optional(),
  /** The batch an import (not a preview) wrote: listed, and undone, under …/imports. */
  importId: z.string().optional(),
});
export type TradeImportSummary = z.infer<typeof tradeImportSummarySchema>;

/** writing: its trades are being written; done; undone by its owner; failed: interrupted, removed. */
export const TRADE_IMPORT_STATES = ['writing', 'done', 'undone', 'failed'] as const;

/** One CSV import of an account (GET /trade/account/{id}/imports). */
export const tradeImportBatchSchema = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  format: z.string(),
  rows: z.number().int(),
  imported: z.number().int(),
  /** Funding payments it added (a funding export's). */
  funding: z.number().int(),
  /** Its trades the account still holds (a single trade may have been deleted since). */
  remaining: z.number().int(),
  /** Its funding payments the account still holds. */
  remainingFunding: z.number().int(),
  status: z.enum(TRADE_IMPORT_STATES),
  createdAt: z.string(),
});
export type TradeImportBatch = z.infer<typeof tradeImportBatchSchema>;
export const tradeImportListSchema = z.object({ data: z.array(tradeImportBatchSchema) });

/** What undoing an import or deleting a trade removed: trades, and an import's funding payments. */
export const tradeRemovalSchema = z.object({
  removed: z.number().int(),
  funding: z.number().int().optional(),
});
export type TradeRemoval = z.infer<typeof tradeRemovalSchema>;

/** How far back a first exchange sync reads when the user does not say (days). */
export const SYNC_DEFAULT_DAYS = 90;
/** The furthest back a sync may be asked to read (days). */
export const SYNC_MAX_DAYS = 1825;

/** never: not asked yet; pending: waiting for a worker; then running, done or failed. */
export const EXCHANGE_SYNC_STATES = ['never', 'pending', 'running', 'done', 'failed'] as const;
export type ExchangeSyncState = (typeof EXCHANGE_SYNC_STATES)[number];

/** Where an account's history sync with its exchange stands. */
export const exchangeSyncStatusSchema = z.object({
  state: z.enum(EXCHANGE_SYNC_STATES),
  /** The oldest moment the sync reads from. */
  since: z.string().nullable(),
  requestedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a sync last finished without error. */
  lastSuccessAt: z.string().nullable(),
  marketsDone: z.number().int(),
  marketsTotal: z.number().int(),
  /** Trades all syncs of the account added. */
  tradesImported: z.number().int(),
  /** Trades the last (or current) sync added. */
  lastRunTrades: z.number().int(),
  /** Funding payments of perpetual positions the syncs recorded (futures accounts). */
  fundingImported: z.number().int(),
  /** Why the last sync stopped, in Spanish; null when it did not fail. */
  lastError: z.string().nullable(),
  /**
   * What the exchange reported when a sync last finished, beside what the history explains:
   * spot accounts, each coin's balance against the ledger's position less the fees paid in the
   * coin (a difference is money that moved outside trades: deposits, withdrawals, transfers,
   * earn); futures accounts, each perpetual's position (a short negative) against the ledger's
   * (a difference is a position opened before the period synced, or closed outside trades).
   */
  reconciliation: z
    .object({
      of: z.enum(['balances', 'positions']),
      at: z.string(),
      assets: z.array(
        z.object({
          asset: z.string(),
          exchange: z.string(),
          position: z.string(),
          fees: z.string(),
          difference: z.string(),
        }),
      ),
    })
    .nullable(),
  /**
   * Trades its owner deleted that came from the exchange (a sync, its CSV, an order Pulso placed
   * there): the exchange still reports them and the ledger no longer holds them — no sync or
   * import brings them back. `count` of them all, the latest `DELETED_LISTED`.
   */
  deleted: z.object({
    count: z.number().int(),
    latest: z.array(
      z.object({
        symbol: z.string(),
        side: z.string(),
        amount: z.string(),
        price: z.string(),
        executedAt: z.string(),
        deletedAt: z.string(),
      }),
    ),
  }),
});
export type ExchangeSyncStatus = z.infer<typeof exchangeSyncStatusSchema>;

/** How many of an account's deleted exchange trades its sync status lists. */
export const DELETED_LISTED = 20;

const syncDaysMessage = `Indica entre 1 y ${SYNC_MAX_DAYS} días`;
/** "Sincronizar ahora": how many days back the sync reads (a later sync only ever goes further). */
export const exchangeSyncBody = z.object({
  sinceDays: z
    .number({ message: syncDaysMessage })
    .int(syncDaysMessage)
    .min(1, syncDaysMessage)
    .max(SYNC_MAX_DAYS, syncDaysMessage)
    .default(SYNC_DEFAULT_DAYS),
});
export type ExchangeSyncBody = z.infer<typeof exchangeSyncBody>;
