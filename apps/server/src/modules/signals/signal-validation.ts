import {
  amountLimits,
  Decimal,
  isExchangeCode,
  isSupportedSymbol,
  orderQuantity,
  OWNER_INACTIVE,
  parseSymbol,
  type ExchangeCode,
  type StoredSignalPayload,
} from '@pulso/domain';
import { StepFailure, type OrderRequest } from './gateways/gateway';
import type { IntentDecision } from './order-intent';
import type { ProcessingAccount, SignalRow } from './signals.repository';

/**
 * Resolves an alert's intent (issue 36) or a copy's link rules (issue 37) on the account's
 * holdings: sizing, caps, target, reduce-only, entry type.
 */
export type IntentDecider = (
  account: ProcessingAccount,
  order: OrderRequest,
  live: boolean,
) => Promise<IntentDecision>;

/**
 * VALIDATION (DESIGN §6): the account and its owner may trade, the symbol parses, the price is
 * positive, and the size is one the market takes. Answers the account and the order to place.
 */
export async function validateSignal(
  findAccount: (id: string) => Promise<ProcessingAccount | undefined>,
  signal: SignalRow,
  payload: StoredSignalPayload,
  isLive: (account: ProcessingAccount) => boolean,
  decide?: IntentDecider,
) {
  const account = await findAccount(signal.accountId);
  if (!account || account.deleted) throw new StepFailure('La cuenta no existe');
  if (!account.isActive) throw new StepFailure('La cuenta no está activa');
  if (!account.ownerActive) throw new StepFailure(OWNER_INACTIVE);
  if (!isExchangeCode(account.exchangeCode)) {
    throw new StepFailure(`Exchange no soportado: ${account.exchangeCode}`);
  }
  let parsed: { base: string; quote: string };
  try {
    parsed = parseSymbol(payload.symbol);
  } catch (error) {
    throw new StepFailure((error as Error).message, { symbol: payload.symbol });
  }
  const symbol = `${parsed.base}${parsed.quote}`;
  const close = new Decimal(payload.close);
  if (!close.isFinite() || close.lte(0)) throw new StepFailure('El precio debe ser positivo');
  const live = isLive(account);
  if (!live && !isSupportedSymbol(symbol)) {
    throw new StepFailure(`El exchange simulado no opera ${symbol}`, { symbol });
  }
  // An intent (issue 36) or a copy link's rules (issue 37) decide the order on the account.
  const decides = decide && (payload.intent || payload.copyOf?.rules) ? decide : undefined;
  let quantity = decides
    ? new Decimal(0)
    : marketQuantity(payload.contracts, account.exchangeCode, parsed.base);
  const order: OrderRequest = {
    signalId: signal.id,
    accountId: account.id,
    accountType: account.accountType,
    exchange: account.exchangeCode,
    symbol,
    base: parsed.base,
    quote: parsed.quote,
    side: payload.action,
    quantity,
    close,
    time: payload.time,
    attempt: signal.attempts,
    ...(payload.exchangeOrderId ? { exchangeOrderId: payload.exchangeOrderId } : {}),
  };
  let decision: IntentDecision | undefined;
  if (decides) {
    decision = await decides(account, order, live);
    if (decision.kind === 'none') {
      return {
        value: { account, order, decision },
        outcome: { message: decision.message, metadata: { symbol, ...decision.figures } },
      };
    }
    order.side = decision.side;
    order.quantity = quantity = decision.quantity;
    if (decision.kind === 'order' && decision.limit) order.limit = decision.limit;
    if (payload.intent?.reduce_only) order.reduceOnly = true;
  }
  // A copy's leverage is its link's or its leader's, capped (copyLeverage at fan-out); an alert's,
  // its own. Spot has none.
  const leverage = payload.copyOf?.leverage ?? payload.intent?.leverage;
  const marginMode = payload.copyOf?.marginMode ?? payload.intent?.margin_mode;
  if (account.accountType !== 'spot') {
    if (leverage !== undefined) order.leverage = leverage;
    if (marginMode !== undefined) order.marginMode = marginMode;
  }
  const explained = decision && decision.kind !== 'none' ? decision : undefined;
  return {
    value: { account, order, decision },
    outcome: {
      message: `${order.side} ${quantity} ${symbol} en ${account.exchangeCode} (${account.accountType})${explained ? `: ${explained.explanation}` : ''}`,
      metadata: {
        symbol,
        side: order.side,
        quantity: quantity.toString(),
        ...(decides || quantity.eq(payload.contracts) ? {} : { requested: payload.contracts }),
        ...(explained ? { sizing: explained.figures } : {}),
        ...(decision?.kind === 'rest' ? { resting: decision.entry.kind } : {}),
        close: close.toString(),
        accountType: account.accountType,
        exchange: account.exchangeCode,
        gateway: live ? 'live' : 'paper',
      },
    },
  };
}

/**
 * The size to order, the exchange's way (the market's step and minimum, packages/domain); a
 * live gateway applies the exchange's own figures again before ordering. A coin the table does
 * not list (live only) goes to the exchange as sent.
 */
export function marketQuantity(contracts: string, exchange: ExchangeCode, base: string): Decimal {
  const limits = amountLimits(exchange, base);
  if (!limits) {
    const quantity = new Decimal(contracts);
    if (!quantity.isFinite() || quantity.lte(0)) {
      throw new StepFailure('La cantidad debe ser positiva');
    }
    return quantity;
  }
  const checked = orderQuantity(contracts, limits, { asset: base, exchange });
  if (!checked.ok) {
    throw new StepFailure(checked.message, { requested: contracts, ...limits });
  }
  return checked.quantity;
}
