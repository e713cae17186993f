import type { AccountType, Decimal, ExchangeCode, LedgerStep } from '@pulso/domain';
import type { Db } from '../../../db/client';

/** What a signal asks the exchange to do, after VALIDATION. */
export interface OrderRequest {
  signalId: string;
  accountId: string;
  accountType: AccountType;
  exchange: ExchangeCode;
  /** 'BTCUSDT'. */
  symbol: string;
  base: string;
  quote: string;
  side: 'buy' | 'sell';
  quantity: Decimal;
  /** The sender's price (TradingView's {{close}}). */
  close: Decimal;
  /** The signal's time, epoch ms. */
  time: number;
  /** Which claim of the signal this is (1 first; more after a crash or an unanswered order). */
  attempt: number;
  /** A marketable limit order (issue 36): it fills now, at no worse than this price. */
  limit?: Decimal | undefined;
  /** Only reduces the position (issue 36): a future's exchange is told so, and refuses more. */
  reduceOnly?: boolean | undefined;
  /** A future's leverage for this order (issue 36; paper: the margin it needs is notional / leverage). */
  leverage?: number | undefined;
  /** A future's margin mode the alert asked for (issue 36; live: set on the exchange first). */
  marginMode?: 'cross' | 'isolated' | undefined;
  /**
   * A native stop's fill (issue 36): the order that rested on the exchange and executed there;
   * the live gateway fetches its fill instead of placing an order.
   */
  exchangeOrderId?: string | undefined;
}

/** An executed order, as recorded on the ORDER_EXECUTION step (a resumed signal reuses it). */
export interface Fill {
  price: string;
  quantity: string;
  fee: string;
  feeAsset: string;
  exchangeOrderId: string | null;
  executedAtMs: number;
  /** Where the price came from: the signal's close, the market, or the exchange. */
  priceSource: 'close' | 'market' | 'exchange';
  marketPrice?: number | undefined;
}

/** A step's outcome for its log; `null` from an optional step means it does not apply. */
export interface StepOutcome {
  message: string;
  metadata?: Record<string, unknown>;
}

/** A step that cannot go on: the signal fails with this message (the exchange's, when it has one). */
export class StepFailure extends Error {
  override readonly name = 'StepFailure';
  constructor(
    message: string,
    readonly metadata: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * The step's outcome is unknown (the exchange did not answer an order): the attempt stops without
 * failing the signal, and the next attempt finds out what happened before doing anything again.
 */
export class StepRetry extends Error {
  override readonly name = 'StepRetry';
  constructor(
    message: string,
    readonly metadata: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * An exchange, paper or live. One instance per signal: CLIENT_CREATION makes it, the steps call
 * it in order, and `settle` runs inside the POST_PROCESSING transaction, only when the trade row
 * was inserted by that transaction (so whatever it writes happens once per signal).
 */
export interface Gateway {
  readonly kind: 'paper' | 'live';
  describe(): StepOutcome;
  checkBalance(order: OrderRequest): Promise<StepOutcome>;
  borrow(order: OrderRequest): Promise<StepOutcome | null>;
  execute(order: OrderRequest): Promise<Fill>;
  /** A later attempt: the order an earlier attempt placed but could not record, if any. */
  recover(order: OrderRequest): Promise<Fill | undefined>;
  repay(order: OrderRequest, fill: Fill): Promise<StepOutcome | null>;
  settle(tx: Db, order: OrderRequest, fill: Fill, ledger: LedgerStep): Promise<void>;
}
