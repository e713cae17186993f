import type { Candle, ExchangeCode, Grouping } from '@pulso/domain';
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { candles } from '../../db/schema';

/** One cached series: an exchange's candles of one symbol at one grouping. */
export interface SeriesKey {
  exchange: ExchangeCode;
  symbol: string;
  grouping: Grouping;
}

/** 9 columns × 5,000 rows stays under PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 5_000;

const candleColumns = {
  openTime: candles.openTime,
  open: candles.open,
  high: candles.high,
  low: candles.low,
  close: candles.close,
  volume: candles.volume,
};

export class CandlesRepository extends Repository {
  /** Inserts or replaces candles by (exchange, symbol, grouping, openTime): no duplicates. */
  async upsert(key: SeriesKey, rows: readonly Candle[], tx?: Db): Promise<void> {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const chunk = rows.slice(i, i + ROWS_PER_INSERT).map((c) => ({ ...key, ...pick(c) }));
      await this.q(tx)
        .insert(candles)
        .values(chunk)
        .onConflictDoUpdate({
          target: [candles.exchange, candles.symbol, candles.grouping, candles.openTime],
          set: {
            open: sql`excluded.open`,
            high: sql`excluded.high`,
            low: sql`excluded.low`,
            close: sql`excluded.close`,
            volume: sql`excluded.volume`,
          },
        });
    }
  }

  /** Candles with from ≤ openTime ≤ to, oldest first. */
  async range(key: SeriesKey, from: number, to: number, tx?: Db): Promise<Candle[]> {
    return this.q(tx)
      .select(candleColumns)
      .from(candles)
      .where(and(this.series(key), gte(candles.openTime, from), lte(candles.openTime, to)))
      .orderBy(asc(candles.openTime));
  }

  async count(key: SeriesKey, from: number, to: number, tx?: Db): Promise<number> {
    const [row] = await this.q(tx)
      .select({ n: count() })
      .from(candles)
      .where(and(this.series(key), gte(candles.openTime, from), lte(candles.openTime, to)));
    return Number(row?.n ?? 0);
  }

  async latest(key: SeriesKey, tx?: Db): Promise<Candle | undefined> {
    const [row] = await this.q(tx)
      .select(candleColumns)
      .from(candles)
      .where(this.series(key))
      .orderBy(desc(candles.openTime))
      .limit(1);
    return row;
  }

  private series(key: SeriesKey) {
    return and(
      eq(candles.exchange, key.exchange),
      eq(candles.symbol, key.symbol),
      eq(candles.grouping, key.grouping),
    );
  }
}

function pick(c: Candle): Candle {
  return {
    openTime: c.openTime,
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
  };
}
