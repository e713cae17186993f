import { Decimal, formatExact, type LedgerStep, type StoredSignalPayload } from '@pulso/domain';
import type { ActivityEntry } from '../activity-logs';
import type { LedgerTrade } from '../ledger';
import type { FanOutResult } from './copy-fan-out';
import type { Fill, Gateway, OrderRequest } from './gateways/gateway';
import type { ProcessingAccount, SignalRow } from './signals.repository';
import type { StepRunner } from './step-runner';

/**
 * A signal's steps (SignalPipeline): the order (BALANCE_CHECK → BORROW → ORDER_EXECUTION →
 * REPAY), then what POST_PROCESSING writes of it — the trade, its activity entry, the step's
 * metadata, the signal's final message.
 */

/** Checks the balance, borrows, orders and repays (BORROW and REPAY when they apply). */
export async function executeOrder(
  run: StepRunner,
  gateway: Gateway,
  order: OrderRequest,
): Promise<Fill> {
  await run.step('BALANCE_CHECK', async () => ({ outcome: await gateway.checkBalance(order) }));
  await run.optional('BORROW', () => gateway.borrow(order));
  const fill = await run.step('ORDER_EXECUTION', async () => {
    const f = await gateway.execute(order);
    return {
      value: f,
      outcome: {
        message: `${order.side} ${f.quantity} ${order.symbol} a ${f.price} (${f.priceSource})`,
        metadata: { fill: f, attempt: order.attempt },
      },
    };
  });
  await run.optional('REPAY', () => gateway.repay(order, fill));
  return fill;
}

/**
 * ORDER_EXECUTION on a later attempt: an earlier one may have ordered without recording it (no
 * answer, or a crash); the exchange is asked for it by its client order id.
 */
export function recoverOrder(run: StepRunner, gateway: Gateway, order: OrderRequest) {
  return run.step('ORDER_EXECUTION', async () => {
    const found = await gateway.recover(order);
    return {
      value: found,
      outcome: found
        ? {
            message: `Orden de un intento anterior encontrada en el exchange: ${formatExact(found.quantity)} ${order.symbol} a ${formatExact(found.price)}`,
            metadata: { fill: found, attempt: order.attempt, recovered: true },
          }
        : null,
    };
  });
}

/**
 * The ledger counts in USD: a pair quoted in another coin (ETHBTC) enters at the quote's USD price
 * at the fill's time (`rate`). Without one the trade is still recorded (it executed), in its quote
 * price, and the analytics convert it when read.
 */
export const ledgerPriceOf = (fill: Fill, rate: number | null) =>
  rate === null || rate === 1 ? undefined : new Decimal(fill.price).times(rate).toFixed();

/** Balances are in the quote coin: what the trade realized, back in it. */
export const realizedInQuote = (ledger: LedgerStep, rate: number | null): LedgerStep =>
  rate === null || rate === 1 ? ledger : { ...ledger, realized: ledger.realized.div(rate) };

export function tradeOf(
  signal: SignalRow,
  payload: StoredSignalPayload,
  account: ProcessingAccount,
  order: OrderRequest,
  fill: Fill,
  rate: number | null,
): LedgerTrade {
  return {
    accountId: account.id,
    signalId: signal.id,
    source: signal.source,
    side: order.side,
    symbol: order.symbol,
    asset: order.base,
    quoteAsset: order.quote,
    exchange: account.exchangeCode,
    amount: fill.quantity,
    price: fill.price,
    fee: fill.fee,
    feeAsset: fill.feeAsset,
    orderId: payload.order_id,
    exchangeOrderId: fill.exchangeOrderId,
    executedAtMs: fill.executedAtMs,
    ledgerPrice: ledgerPriceOf(fill, rate),
  };
}

export function tradeActivity(
  tradeId: string,
  signal: SignalRow,
  order: OrderRequest,
  fill: Fill,
): ActivityEntry {
  return {
    scope: 'system',
    action: 'trade.execute',
    entityType: 'trade',
    entityId: tradeId,
    details: {
      accountId: order.accountId,
      signalId: signal.id,
      source: signal.source,
      symbol: order.symbol,
      type: order.side,
      amount: fill.quantity,
      price: fill.price,
    },
  };
}

/** The POST_PROCESSING step's metadata for a trade it recorded. */
export function recordedMetadata(
  tradeId: string,
  ledger: LedgerStep,
  replayed: number,
  copies: FanOutResult,
): Record<string, unknown> {
  return {
    tradeId,
    positionAfter: ledger.state.position.toString(),
    averagePriceAfter: ledger.state.averagePrice.toString(),
    realizedPnl: ledger.realized.toString(),
    replayedTrades: replayed,
    copies: copies.enqueued,
    ...(copies.depthLimited ? { copyDepthLimited: true } : {}),
  };
}

/** The signal's own receiver log once its trade is recorded. */
export const recordedLog = (signal: SignalRow, order: OrderRequest, fill: Fill) => ({
  status: 'success' as const,
  message: `Operación registrada: ${order.side} ${formatExact(fill.quantity)} ${order.symbol} a ${formatExact(fill.price)}, comisión ${formatExact(new Decimal(fill.fee).toDecimalPlaces(8))} ${fill.feeAsset}`,
  durationMs: elapsed(signal),
});

/** Milliseconds from the signal's arrival to now (its receiver log's duration). */
export const elapsed = (signal: SignalRow) => Math.max(0, Date.now() - signal.receivedAt.getTime());
