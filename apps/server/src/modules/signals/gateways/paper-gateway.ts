import { Decimal, formatExact, isSupportedSymbol, type LedgerStep } from '@pulso/domain';
import type { Db } from '../../../db/client';
import type { PriceService } from '../../market-data';
import {
  StepFailure,
  type Fill,
  type Gateway,
  type OrderRequest,
  type StepOutcome,
} from './gateway';
import type { PaperHoldings } from './paper-balances.repository';
import { planPaperOrder, type PaperPlan } from './paper-book';

/** The signal's close is trusted when it is within these multiples of the market price. */
const CLOSE_BAND = { low: new Decimal('0.1'), high: new Decimal(10) };

export interface PaperGatewayDeps {
  balances: PaperHoldings;
  prices: PriceService;
  startingBalance: string;
  /** The exchange row's taker fee, a fraction. */
  takerFee: Decimal;
}

const fmt = (d: Decimal) => d.toDecimalPlaces(8).toString();
/** The same inside a Spanish message: es-ES, exact ('0,03', not '0.03'). */
const say = (d: Decimal) => formatExact(d.toDecimalPlaces(8));
/** Futures positions live beside the balances, one row per symbol, TradingView-style 'BTCUSDT.P'. */
export const positionKey = (symbol: string) => `${symbol}.P`;

/** The balances rows an order moves: base and quote, or a future's quote and position. */
export const orderAssets = (order: OrderRequest): string[] =>
  order.accountType === 'future'
    ? [order.quote, positionKey(order.symbol)]
    : [order.base, order.quote];

/**
 * The default exchange: fills at the signal's close when it is realistic against the market,
 * else at the market price, charges the exchange's taker fee, and keeps per-account balances in
 * paper_balances. Nothing is written before `settle`, which runs in the POST_PROCESSING
 * transaction under row locks and re-checks the balance, so a crash or a concurrent signal of the
 * same account can neither apply an order twice nor overdraw.
 */
export class PaperGateway implements Gateway {
  readonly kind = 'paper' as const;
  private plan: PaperPlan | undefined;
  private quoted:
    { price: Decimal; source: 'close' | 'market'; market?: number | undefined } | undefined;

  constructor(private readonly deps: PaperGatewayDeps) {}

  describe(): StepOutcome {
    return {
      message: 'Exchange simulado (paper)',
      metadata: { gateway: 'paper', takerFee: this.deps.takerFee.toString() },
    };
  }

  /** Reads the market price the order fills against now, so the later steps read only balances. */
  async prepare(order: OrderRequest): Promise<void> {
    await this.fillPrice(order);
  }

  private async fillPrice(order: OrderRequest) {
    this.quoted ??= await this.quote(order);
    const { limit } = order;
    if (!limit) return this.quoted;
    // A marketable limit (issue 36) fills at no worse than its price.
    const price =
      order.side === 'buy'
        ? Decimal.min(this.quoted.price, limit)
        : Decimal.max(this.quoted.price, limit);
    return { ...this.quoted, price };
  }

  private async quote(order: OrderRequest) {
    const latest = isSupportedSymbol(order.symbol)
      ? await this.deps.prices.latest(order.exchange, order.symbol)
      : undefined;
    if (!latest) return { price: order.close, source: 'close' as const };
    const market = new Decimal(latest.price);
    const realistic =
      order.close.gte(market.times(CLOSE_BAND.low)) &&
      order.close.lte(market.times(CLOSE_BAND.high));
    return realistic
      ? { price: order.close, source: 'close' as const, market: latest.price }
      : { price: market, source: 'market' as const, market: latest.price };
  }

  private toPaperOrder(order: OrderRequest, price: Decimal) {
    return {
      accountType: order.accountType,
      side: order.side,
      quantity: order.quantity,
      price,
      feeRate: this.deps.takerFee,
      base: order.base,
      quote: order.quote,
      positionKey: positionKey(order.symbol),
      leverage: order.leverage,
    };
  }

  async checkBalance(order: OrderRequest): Promise<StepOutcome> {
    const { price } = await this.fillPrice(order);
    const holdings = await this.deps.balances.load(
      order.accountId,
      orderAssets(order),
      this.deps.startingBalance,
    );
    const plan = planPaperOrder(holdings, this.toPaperOrder(order, price));
    const metadata = {
      asset: plan.asset,
      required: fmt(plan.required),
      available: fmt(plan.available),
      price: price.toString(),
      safetyMarginPercent: 1,
    };
    if (!plan.ok) throw new StepFailure(plan.reason, metadata);
    this.plan = plan;
    return {
      message: `Saldo suficiente: ${say(plan.available)} ${plan.asset} disponibles, se requieren ${say(plan.required)}`,
      metadata,
    };
  }

  async borrow(): Promise<StepOutcome | null> {
    const borrow = this.plan?.ok ? this.plan.borrow : null;
    if (!borrow) return null;
    return {
      message: `Préstamo de ${say(borrow.amount)} ${borrow.asset}`,
      metadata: { asset: borrow.asset, amount: borrow.amount.toString() },
    };
  }

  async execute(order: OrderRequest): Promise<Fill> {
    const quoted = await this.fillPrice(order);
    return {
      price: quoted.price.toString(),
      quantity: order.quantity.toString(),
      fee: order.quantity.times(quoted.price).times(this.deps.takerFee).toString(),
      feeAsset: order.quote,
      exchangeOrderId: `paper-${order.signalId}`,
      executedAtMs: order.time,
      priceSource: quoted.source,
      marketPrice: quoted.market,
    };
  }

  /** Paper orders exist only once recorded: nothing to recover. */
  async recover(): Promise<undefined> {
    return undefined;
  }

  async repay(): Promise<StepOutcome | null> {
    const repay = this.plan?.ok ? this.plan.repay : null;
    if (!repay) return null;
    return {
      message: `Devolución de ${say(repay.amount)} ${repay.asset}`,
      metadata: { asset: repay.asset, amount: repay.amount.toString() },
    };
  }

  async settle(tx: Db, order: OrderRequest, fill: Fill, ledger: LedgerStep): Promise<void> {
    const holdings = await this.deps.balances.load(
      order.accountId,
      orderAssets(order),
      this.deps.startingBalance,
      { lock: true },
      tx,
    );
    const plan = planPaperOrder(holdings, this.toPaperOrder(order, new Decimal(fill.price)));
    if (!plan.ok) throw new StepFailure(plan.reason, { asset: plan.asset });
    if (order.accountType === 'future') {
      // Futures settle in the quote asset: what the trade closed is realized into the balance.
      const quote = plan.after.get(order.quote)!;
      plan.after.set(order.quote, { ...quote, free: quote.free.plus(ledger.realized) });
    }
    await this.deps.balances.save(order.accountId, plan.after, tx);
  }
}
