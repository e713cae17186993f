import {
  amountLimits,
  decideCopy,
  Decimal,
  isSupportedSymbol,
  type CopyOrigin,
  type StoredSignalPayload,
} from '@pulso/domain';
import type { OpenPosition } from '../ledger';
import type { OrderRequest } from './gateways/gateway';
import { decideIntent, paperEquity, type IntentReads, type LiveFunds } from './intent-steps';
import type { IntentDecision } from './order-intent';
import type { CopyVerdict, ProcessingAccount } from './signals.repository';

const EQUITY_MODES: ReadonlySet<string> = new Set(['equity_ratio', 'equity_pct']);

/**
 * A copy under its link's rules (issue 37), at VALIDATION: the follower's price, positions,
 * exposure and equity read now, the copy sized and bounded by the domain's `decideCopy`, and its
 * copy-ledger verdict. A copy that also carries the leader's intent is then resolved as one,
 * on the quantity the rules allow.
 */
export async function decideCopySignal(
  reads: IntentReads,
  payload: StoredSignalPayload,
  account: ProcessingAccount,
  order: OrderRequest,
  /** A live follower's funds from its exchange; none on paper. */
  live: LiveFunds | undefined,
  /** The account's open positions, read for the whole batch before it (Ledger.positions). */
  open: readonly OpenPosition[],
): Promise<{ decision: IntentDecision; verdict?: CopyVerdict }> {
  const origin = payload.copyOf;
  if (!origin?.rules) {
    return {
      decision: await decideIntent(reads, payload.intent!, payload.contracts, account, order, live),
    };
  }
  const follower = await followerState(reads, origin, account, order, live, open);
  const copy = decideCopy(
    origin.rules,
    {
      symbol: order.symbol,
      side: order.side,
      quantity: new Decimal(origin.leaderQuantity),
      price: new Decimal(origin.leaderPrice),
      positionBefore: new Decimal(origin.leaderPositionBefore),
      equity:
        origin.rules.sizing === 'equity_ratio' && !live
          ? await paperEquity(reads, origin.emitterAccountId, order, follower.price)
          : undefined,
    },
    follower,
  );
  if (copy.outcome === 'skipped') {
    const verdict = { ...copy, side: order.side };
    return { decision: { kind: 'none', message: copy.message, figures: copy.figures }, verdict };
  }
  const verdict: CopyVerdict = {
    outcome: copy.outcome,
    rule: copy.rule ?? null,
    message: copy.message,
    figures: copy.figures,
    side: copy.side,
  };
  if (payload.intent) {
    const sized = { ...order, side: copy.side };
    const decision = await decideIntent(
      reads,
      payload.intent,
      copy.quantity.toString(),
      account,
      sized,
      live,
    );
    return { decision, verdict };
  }
  const decision: IntentDecision = {
    kind: 'order',
    side: copy.side,
    quantity: copy.quantity,
    figures: copy.figures,
    explanation: copy.message,
  };
  return { decision, verdict };
}

/** The follower now: its price, this position, its open positions and their notional, its equity. */
async function followerState(
  reads: IntentReads,
  origin: CopyOrigin,
  account: ProcessingAccount,
  order: OrderRequest,
  live: LiveFunds | undefined,
  open: readonly OpenPosition[],
) {
  const price = (await priceOf(reads, order, order.base)) ?? order.close;
  let exposure = new Decimal(0);
  let position = new Decimal(0);
  for (const p of open) {
    const held = new Decimal(p.position);
    if (p.asset === order.base) position = held;
    const at =
      p.asset === order.base
        ? price
        : ((await priceOf(reads, order, p.asset)) ?? new Decimal(p.averagePrice));
    exposure = exposure.plus(held.abs().times(at));
  }
  return {
    price,
    position,
    openPositions: open.length,
    exposure,
    // Only the equity modes size on it (a balance read, and a write on an account's first trade).
    // A live follower sizes on its exchange's equity; equity_ratio would need the leader's too.
    equity: !EQUITY_MODES.has(origin.rules!.sizing)
      ? undefined
      : live
        ? origin.rules!.sizing === 'equity_pct'
          ? (await live(order, price)).equity
          : undefined
        : await paperEquity(reads, account.id, order, price),
    multiplier: new Decimal(origin.multiplier),
    limits: amountLimits(order.exchange, order.base),
  };
}

/** The market's price of `base` in the order's quote now, when the market has one. */
async function priceOf(reads: IntentReads, order: OrderRequest, base: string) {
  const symbol = `${base}${order.quote}`;
  if (!isSupportedSymbol(symbol)) return undefined;
  const latest = await reads.prices.latest(order.exchange, symbol);
  return latest ? new Decimal(latest.price) : undefined;
}

/**
 * The market's prices, each read once per batch: a thousand copies of one leader trade ask for
 * the same symbol's price (their slippage guard, their allocation).
 */
export function oncePerBatch(prices: IntentReads['prices']): IntentReads['prices'] {
  const read = new Map<string, ReturnType<IntentReads['prices']['latest']>>();
  return {
    latest: (exchange, symbol) => {
      const key = `${exchange}:${symbol}`;
      let answer = read.get(key);
      if (!answer) read.set(key, (answer = prices.latest(exchange, symbol)));
      return answer;
    },
  };
}
