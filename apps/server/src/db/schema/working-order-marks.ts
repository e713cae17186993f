import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per market, the open time of the last 1-minute candle its working orders were checked against:
 * after a restart the worker checks the candles it missed, in order, and never one twice.
 */
export const workingOrderMarks = pgTable(
  'working_order_marks',
  {
    exchange: text('exchange').notNull(),
    symbol: text('symbol').notNull(),
    checkedMs: bigint('checked_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.exchange, t.symbol] })],
);
