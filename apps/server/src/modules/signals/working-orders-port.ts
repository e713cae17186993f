import type { Decimal, OrderIntent } from '@pulso/domain';
import type { Db } from '../../db/client';
import type { RestingEntry } from './order-intent';

/**
 * Where the signal pipeline's working orders go (issue 36): the working-orders module implements
 * it (its WorkingOrderBook); the pipeline calls it inside its transactions.
 */

/** Which account, signal and market a working order belongs to. */
export interface OrderPlace {
  accountId: string;
  signalId: string;
  /** The source its fill carries (the placing signal's). */
  source: string;
  exchange: string;
  symbol: string;
  base: string;
  quote: string;
}

/** A trade the pipeline recorded, as the working orders see it. */
export type RecordedTrade = OrderPlace & {
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
  executedAtMs: number;
  positionAfter: Decimal;
  averageAfter: Decimal;
  intent?: OrderIntent | undefined;
  fillOf?: string | undefined;
};

/** Where an alert's working orders go (issue 36: the working-orders module), inside the pipeline's transaction. */
export interface WorkingOrdersPort {
  /** A limit or stop entry the market has not reached: it waits, with the intent's protection. */
  rest(
    tx: Db,
    at: OrderPlace & { side: 'buy' | 'sell'; quantity: string; createdAtMs: number },
    entry: RestingEntry,
    intent: OrderIntent,
  ): Promise<void>;
  /** An intent that needed no order (already at its target): a flat target still cancels. */
  nothingToDo(tx: Db, accountId: string, symbol: string, intent: OrderIntent): Promise<void>;
  /** A trade recorded: protection placed, resized or cancelled; a working order's fill ended. */
  afterTrade(tx: Db, t: RecordedTrade): Promise<object | undefined>;
  /** A working order's fill was refused: the order ends as failed, with the reason. */
  failed(tx: Db, fillOf: string, reason: string): Promise<void>;
}
