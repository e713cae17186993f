import { bigint, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Cached exchange OHLCV (MARKET_DATA=exchange); market data, so floats, not NUMERIC money. */
export const candles = pgTable(
  'candles',
  {
    exchange: text('exchange').notNull(),
    symbol: text('symbol').notNull(),
    grouping: text('grouping').notNull(),
    /** Epoch milliseconds of the candle's start. */
    openTime: bigint('open_time', { mode: 'number' }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    volume: doublePrecision('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exchange, t.symbol, t.grouping, t.openTime] })],
);
