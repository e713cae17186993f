import { Decimal, isSupportedSymbol, type OrderIntent } from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Ledger } from '../ledger';
import type { PriceService } from '../market-data';
import type { BatchWork, Settled } from './batch-work';
import type { OrderRequest } from './gateways/gateway';
import type { Funds } from './gateways/live-account-settings';
import type { PaperBalancesRepository } from './gateways/paper-balances.repository';
import { positionKey } from './gateways/paper-gateway';
import { resolveIntent, type IntentDecision, type RestingEntry } from './order-intent';
import { elapsed } from './signal-steps';
import type { ProcessingAccount } from './signals.repository';
import type { WorkingOrdersPort } from './working-orders-port';

/**
 * An alert's intent in the pipeline (issue 36): what VALIDATION reads to resolve it, and how a
 * signal that places no order now (a resting entry, or nothing to do) ends.
 */

/** What resolving an intent reads: the ledger's position, the paper balances, the market. */
export interface IntentReads {
  db: Db;
  ledger: Pick<Ledger, 'position' | 'positions' | 'realizedBetween' | 'lastTripNets'>;
  balances: Pick<PaperBalancesRepository, 'load'>;
  prices: Pick<PriceService, 'latest'>;
  startingBalance: string;
}

/** How a resting entry is named in its log. */
const ENTRY_NAMES: Record<RestingEntry['kind'], string> = {
  limit: 'límite',
  stop: 'stop',
  stop_limit: 'stop límite',
};

/** A live account's funds, read from its exchange (only when a sizing needs them). */
export type LiveFunds = (order: OrderRequest, price: Decimal) => Promise<Funds>;

/** The sizings that read the account's equity or free balance. */
const FUNDED: ReadonlySet<string> = new Set(['equity_pct', 'balance_pct', 'risk_pct']);

/**
 * An alert's intent on the account as it is now: its position (the ledger's), its equity and
 * free balance in the quote coin (paper: its balances; live: the exchange's, when the sizing
 * reads them), and the market's price.
 */
export async function decideIntent(
  reads: IntentReads,
  intent: OrderIntent,
  contracts: string,
  account: ProcessingAccount,
  order: OrderRequest,
  live: LiveFunds | undefined,
): Promise<IntentDecision> {
  const [tip, latest] = await Promise.all([
    reads.ledger.position(reads.db, account.id, order.base),
    isSupportedSymbol(order.symbol) ? reads.prices.latest(order.exchange, order.symbol) : undefined,
  ]);
  const market = latest ? new Decimal(latest.price) : undefined;
  const position = new Decimal(tip.position);
  const price = market ?? order.close;
  let funds: Funds = { equity: new Decimal(0), available: new Decimal(0) };
  if (!live) {
    const held = await paperHoldings(reads, order.accountId, order);
    funds = { equity: equityOf(held, price), available: held.quote?.free ?? new Decimal(0) };
  } else if (FUNDED.has(intent.size?.mode ?? '')) {
    funds = await live(order, price);
  }
  return resolveIntent(intent, {
    action: order.side,
    contracts,
    close: order.close,
    market,
    holdings: { position, ...funds },
    feeRate: new Decimal(account.takerFee),
    accountType: account.accountType,
    exchange: order.exchange,
    base: order.base,
    quote: order.quote,
    now: Date.now(),
    time: order.time,
  });
}

/** A paper account's quote balance and its base (spot and margin) or position (futures) balance. */
async function paperHoldings(reads: IntentReads, accountId: string, order: OrderRequest) {
  const future = order.accountType === 'future';
  const assets = [order.quote, future ? positionKey(order.symbol) : order.base];
  const held = await reads.balances.load(accountId, assets, reads.startingBalance);
  return { quote: held.get(order.quote), base: future ? undefined : held.get(order.base) };
}

type Holdings = Awaited<ReturnType<typeof paperHoldings>>;
/** Equity in the quote coin: the quote balance net of borrowing, and the base valued at `price`. */
const equityOf = ({ quote, base }: Holdings, price: Decimal) =>
  (quote?.free ?? new Decimal(0))
    .minus(quote?.borrowed ?? 0)
    .plus(base ? base.free.minus(base.borrowed).times(price) : 0);

/** A paper account's equity in the order's quote coin, its base valued at `price`. */
export async function paperEquity(
  reads: IntentReads,
  accountId: string,
  order: OrderRequest,
  price: Decimal,
): Promise<Decimal> {
  return equityOf(await paperHoldings(reads, accountId, order), price);
}

/** A signal whose intent placed no order now: its resting entry or cancellations, and its end. */
export async function settleIntent(
  port: WorkingOrdersPort,
  tx: Db,
  work: BatchWork,
  s: Settled,
): Promise<void> {
  const intent = s.payload.intent;
  const started = performance.now();
  let message: string;
  if (s.decision.kind === 'rest') {
    const { entry } = s.decision;
    await port.rest(
      tx,
      {
        accountId: s.account.id,
        signalId: s.signal.id,
        source: s.signal.source,
        exchange: s.order.exchange,
        symbol: s.order.symbol,
        base: s.order.base,
        quote: s.order.quote,
        side: s.decision.side,
        quantity: s.decision.quantity.toString(),
        createdAtMs: Date.now(),
      },
      entry,
      intent!, // only an intent rests an entry
    );
    message = `Orden ${ENTRY_NAMES[entry.kind]} colocada: ${s.decision.side} ${s.decision.quantity.toString()} ${s.order.symbol} a ${entry.triggerPrice}`;
  } else {
    if (intent) await port.nothingToDo(tx, s.account.id, s.order.symbol, intent);
    message = s.decision.message;
  }
  const post = s.run.entry('POST_PROCESSING', 'success', message, performance.now() - started, {
    placed: s.decision.kind === 'rest' ? s.decision.entry : null,
  });
  const log = { status: 'success' as const, message, durationMs: elapsed(s.signal) };
  // A copy that placed nothing now: its rules' verdict, or (an intent had nothing to do) skipped.
  const copy =
    work.copies.get(s.signal.id) ??
    (s.decision.kind === 'none'
      ? {
          outcome: 'skipped' as const,
          rule: 'nothing_to_copy',
          message,
          figures: s.decision.figures,
        }
      : undefined);
  work.end({ signal: s.signal, status: 'done', error: null, log, copy }, s.run, post);
}
