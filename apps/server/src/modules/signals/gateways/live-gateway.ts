import {
  Decimal,
  formatExact,
  orderQuantity,
  type AccountType,
  type ExchangeCode,
} from '@pulso/domain';
import type { Exchange, Order } from 'ccxt';
import {
  ACCOUNT_MARKET_TYPE,
  accountSymbol,
  connectAccountClient,
  exchangeMessage,
  type AccountClientOptions,
  type AccountCredentials,
} from '../../market-data';
import {
  StepFailure,
  StepRetry,
  type Fill,
  type Gateway,
  type OrderRequest,
  type StepOutcome,
} from './gateway';
import { liveFunds, setLeverage, type Funds } from './live-account-settings';
import { SAFETY } from './paper-book';

export type LiveCredentials = AccountCredentials;
export type LiveGatewayOptions = Omit<AccountClientOptions, 'sandbox'>;

/** ccxt's precision mode in which a market's precision is its step (ccxt's TICK_SIZE constant). */
const TICK_SIZE = 4;

/** A stop or take-profit resting on the exchange, as the working-orders worker follows it. */
export interface RestingOrderState {
  id: string;
  status: 'open' | 'filled' | 'cancelled';
  /** How much of it executed (in the coin), and at what average price. */
  filled: string;
  price: string | null;
  atMs: number | null;
}

/** A protective order to rest on the exchange (issue 36). */
export interface RestingOrderRequest {
  clientOrderId: string;
  kind: 'stop_loss' | 'take_profit';
  side: 'buy' | 'sell';
  base: string;
  quote: string;
  quantity: string;
  triggerPrice: string;
}

/** What placing one answered: the order, the exchange's refusal, or no answer (try later). */
export type RestingPlacement =
  { placed: RestingOrderState } | { refused: string } | { retry: string };

/** A deterministic client order id: a resumed signal re-sends the same one, which the exchange refuses. */
export const clientOrderId = (signalId: string) =>
  `pulso${signalId.replace(/-/g, '').slice(0, 26)}`;

/**
 * Real orders through ccxt with the account's decrypted credentials (the exchange's testnet for
 * test accounts). Margin orders ask the exchange to borrow and repay itself (`marginMode`), so
 * BORROW and REPAY are not separate steps here; balances and positions are the exchange's.
 */
export class LiveGateway implements Gateway {
  readonly kind = 'live' as const;

  private constructor(
    private readonly exchange: Exchange,
    private readonly code: ExchangeCode,
    private readonly accountType: AccountType,
    private readonly sandbox: boolean,
    private readonly takerFee: Decimal,
  ) {}

  static async connect(
    code: ExchangeCode,
    accountType: AccountType,
    credentials: LiveCredentials,
    options: { sandbox: boolean; takerFee: Decimal } & LiveGatewayOptions,
  ): Promise<LiveGateway> {
    if (!credentials.apiKey || !credentials.secret) {
      throw new StepFailure(
        'La cuenta no tiene credenciales de API (clave y secreto) para operar en real',
      );
    }
    let exchange: Exchange;
    try {
      exchange = await connectAccountClient(code, accountType, credentials, options);
    } catch (error) {
      throw new StepFailure(exchangeMessage(error), { exchange: code, phase: 'loadMarkets' });
    }
    return new LiveGateway(exchange, code, accountType, options.sandbox, options.takerFee);
  }

  describe(): StepOutcome {
    return {
      message: `Cliente de ${this.code}${this.sandbox ? ' (testnet)' : ''} listo`,
      metadata: {
        gateway: 'live',
        exchange: this.code,
        sandbox: this.sandbox,
        type: ACCOUNT_MARKET_TYPE[this.accountType],
      },
    };
  }

  private market(order: OrderRequest): string {
    return accountSymbol(this.accountType, order.base, order.quote);
  }

  /** The coin one unit of the order's market is (a contract's size: 0.001 BTC on KuCoin; 1 else). */
  private contractSize(order: OrderRequest): Decimal {
    return new Decimal(this.exchange.markets?.[this.market(order)]?.contractSize ?? 1);
  }

  /**
   * The size the exchange takes (its own step and minimum, from ccxt's market): the table checked
   * at VALIDATION is a snapshot, the exchange has the last word before any order is sent.
   */
  private lot(order: OrderRequest): Decimal {
    const market = this.exchange.markets?.[this.market(order)];
    const precision = market?.precision?.amount;
    if (!market || precision === undefined) return order.quantity;
    // These exchanges use ccxt's TICK_SIZE mode (the step itself); DECIMAL_PLACES counts digits.
    // A contract's step and minimum are in contracts: in the coin, times its size.
    const unit = this.contractSize(order);
    const tick =
      this.exchange.precisionMode === TICK_SIZE
        ? new Decimal(precision)
        : new Decimal(10).pow(-precision);
    const step = tick.times(unit);
    const least = market.limits?.amount?.min;
    const min = least === undefined ? step : new Decimal(least).times(unit);
    const checked = orderQuantity(
      order.quantity,
      { step: step.toString(), min: min.toString() },
      { asset: order.base, exchange: this.code },
    );
    if (!checked.ok) {
      throw new StepFailure(checked.message, {
        exchange: this.code,
        step: step.toString(),
        min: min.toString(),
      });
    }
    return checked.quantity;
  }

  /** The account's funds in the order's quote coin, from the exchange (sizing by equity). */
  funds(order: OrderRequest, price: Decimal): Promise<Funds> {
    return liveFunds(this.exchange, this.code, order, price);
  }

  async checkBalance(order: OrderRequest): Promise<StepOutcome> {
    // A native stop's fill: the exchange already executed it (the coin has already left).
    if (order.exchangeOrderId) {
      return {
        message: 'Orden ya ejecutada en el exchange (nativa): no se comprueba el saldo',
        metadata: { exchangeOrderId: order.exchangeOrderId },
      };
    }
    const quantity = this.lot(order);
    let free: Record<string, number | undefined>;
    try {
      const balance = await this.exchange.fetchBalance();
      free = balance.free as unknown as Record<string, number | undefined>;
    } catch (error) {
      throw new StepFailure(exchangeMessage(error), { exchange: this.code });
    }
    const base = new Decimal(free[order.base] ?? 0);
    const quote = new Decimal(free[order.quote] ?? 0);
    const metadata = { [order.base]: base.toString(), [order.quote]: quote.toString() };
    if (this.accountType !== 'spot') {
      const set = await setLeverage(this.exchange, this.code, this.market(order), order);
      const message = 'Saldo consultado; el exchange valida el margen';
      return set
        ? { message: `${set.message}. ${message}`, metadata: { ...metadata, ...set.metadata } }
        : { message, metadata };
    }
    const [asset, available, required] =
      order.side === 'buy'
        ? [
            order.quote,
            quote,
            quantity.times(order.close).times(this.takerFee.plus(1)).times(SAFETY),
          ]
        : [order.base, base, quantity];
    if (available.lt(required)) {
      throw new StepFailure(
        `Saldo insuficiente en ${this.code}: se requieren ${formatExact(required.toDecimalPlaces(8))} ${asset} y hay ${formatExact(available)} ${asset}`,
        { ...metadata, required: required.toString() },
      );
    }
    return { message: `Saldo suficiente: ${formatExact(available)} ${asset}`, metadata };
  }

  async borrow(): Promise<StepOutcome | null> {
    return null;
  }

  async execute(order: OrderRequest): Promise<Fill> {
    if (order.exchangeOrderId) return this.restingFill(order, order.exchangeOrderId);
    const ccxt = (await import('ccxt')).default;
    const clientId = clientOrderId(order.signalId);
    const params: Record<string, unknown> = { clientOrderId: clientId };
    if (this.accountType === 'crossMargin') params['marginMode'] = 'cross';
    if (this.accountType === 'isolatedMargin') params['marginMode'] = 'isolated';
    if (order.reduceOnly && this.accountType === 'future') params['reduceOnly'] = true;
    // KuCoin's perpetuals take the leverage (1 unless told) and margin mode with each order.
    if (this.accountType === 'future' && this.code === 'kucoin') {
      if (order.leverage !== undefined) params['leverage'] = order.leverage;
      if (order.marginMode !== undefined) params['marginMode'] = order.marginMode;
    }
    // Pulso's own check, before the exchange is asked: its refusal is not the exchange's error.
    // ccxt counts a contract market's orders in contracts.
    const amount = this.lot(order).div(this.contractSize(order)).toNumber();
    try {
      const placed = await this.exchange.createOrder(
        this.market(order),
        'market',
        order.side,
        amount,
        undefined,
        params,
      );
      return this.toFill(order, placed);
    } catch (error) {
      const metadata = {
        exchange: this.code,
        errorType: error instanceof Error ? error.name : 'Error',
        clientOrderId: clientId,
      };
      // No answer: the order may have been placed. Do not fail; the next attempt checks.
      if (error instanceof ccxt.NetworkError) {
        throw new StepRetry(`Sin respuesta de ${this.code}: ${exchangeMessage(error)}`, metadata);
      }
      throw new StepFailure(exchangeMessage(error), metadata);
    }
  }

  /** Asks the exchange for the order an earlier attempt sent (same client order id). */
  async recover(order: OrderRequest): Promise<Fill | undefined> {
    if (order.exchangeOrderId) return this.restingFill(order, order.exchangeOrderId);
    const ccxt = (await import('ccxt')).default;
    const clientId = clientOrderId(order.signalId);
    let placed: Order | undefined;
    try {
      placed = await this.exchange.fetchOrder('', this.market(order), { clientOrderId: clientId });
    } catch (error) {
      // Not asked, not answered: the earlier order may exist, so nothing new may be sent yet.
      if (error instanceof ccxt.NetworkError) {
        throw new StepRetry(
          `Sin respuesta de ${this.code} al buscar la orden anterior: ${exchangeMessage(error)}`,
          { exchange: this.code, clientOrderId: clientId },
        );
      }
      placed = undefined; // the exchange says it does not have it: it was never placed
    }
    return placed && (placed.filled ?? 0) > 0 ? this.toFill(order, placed) : undefined;
  }

  private toFill(order: OrderRequest, placed: Order): Fill {
    const amount = placed.filled ?? placed.amount;
    const filled =
      amount !== undefined ? new Decimal(amount).times(this.contractSize(order)) : order.quantity;
    const price =
      placed.average ??
      placed.price ??
      (placed.cost && placed.filled ? placed.cost / placed.filled : undefined);
    const fillPrice = price ? new Decimal(price) : order.close;
    const fee =
      placed.fee?.cost !== undefined
        ? new Decimal(placed.fee.cost)
        : filled.times(fillPrice).times(this.takerFee);
    return {
      price: fillPrice.toString(),
      quantity: filled.gt(0) ? filled.toString() : order.quantity.toString(),
      fee: fee.toString(),
      feeAsset: placed.fee?.currency ?? order.quote,
      exchangeOrderId: placed.id ?? null,
      executedAtMs: placed.timestamp ?? Date.now(),
      priceSource: price ? 'exchange' : 'close',
    };
  }

  /**
   * A native stop's fill (issue 36): the order rested on the exchange and executed there; its
   * signal records the exchange's fill, and sends nothing.
   */
  private async restingFill(order: OrderRequest, id: string): Promise<Fill> {
    const ccxt = (await import('ccxt')).default;
    let found: Order;
    try {
      found = await this.exchange.fetchOrder(id, this.market(order));
    } catch (error) {
      const metadata = { exchange: this.code, exchangeOrderId: id };
      if (error instanceof ccxt.NetworkError) {
        throw new StepRetry(`Sin respuesta de ${this.code}: ${exchangeMessage(error)}`, metadata);
      }
      throw new StepFailure(exchangeMessage(error), metadata);
    }
    if (!((found.filled ?? 0) > 0)) {
      throw new StepFailure(`La orden ${id} de ${this.code} no se ejecutó`, {
        exchange: this.code,
        exchangeOrderId: id,
        status: found.status,
      });
    }
    return this.toFill(order, found);
  }

  /**
   * Whether the exchange rests stop-loss and take-profit orders itself (issue 36): ccxt's
   * capability flags, and the market's own list of order types where the exchange lists them
   * (Binance: `orderTypes`). Spot only: Pulso's margin and futures stops stay watched by Pulso.
   */
  supportsNativeProtection(base: string, quote: string): boolean {
    if (this.accountType !== 'spot') return false;
    const has = this.exchange.has;
    if (!has['createStopLossOrder'] || !has['createTakeProfitOrder']) return false;
    if (!has['fetchOrder'] || !has['cancelOrder']) return false;
    const market = this.exchange.markets?.[accountSymbol(this.accountType, base, quote)];
    if (!market) return false;
    const listed = (market.info as { orderTypes?: unknown } | undefined)?.orderTypes;
    return (
      !Array.isArray(listed) || (listed.includes('STOP_LOSS') && listed.includes('TAKE_PROFIT'))
    );
  }

  /**
   * Rests a stop-loss or take-profit (a market order once its price trades) on the exchange.
   * Idempotent: the order is first looked up by its client order id, so a pass that placed it
   * and crashed before recording it finds it instead of placing a second.
   */
  async placeResting(r: RestingOrderRequest): Promise<RestingPlacement> {
    const ccxt = (await import('ccxt')).default;
    const market = accountSymbol(this.accountType, r.base, r.quote);
    try {
      const earlier = await this.lookUp(market, r.clientOrderId);
      if (earlier) return { placed: this.restingState(earlier) };
      const amount = this.lot({
        base: r.base,
        quote: r.quote,
        quantity: new Decimal(r.quantity),
      } as OrderRequest).toNumber();
      const price = Number(r.triggerPrice);
      const placed = await this.exchange.createOrder(market, 'market', r.side, amount, undefined, {
        clientOrderId: r.clientOrderId,
        ...(r.kind === 'stop_loss' ? { stopLossPrice: price } : { takeProfitPrice: price }),
      });
      return { placed: this.restingState(placed) };
    } catch (error) {
      if (error instanceof ccxt.NetworkError) return { retry: exchangeMessage(error) };
      if (error instanceof StepFailure) return { refused: error.message };
      return { refused: exchangeMessage(error) };
    }
  }

  /** A resting order's state on the exchange; ccxt's errors pass (a network one: ask later). */
  async restingOrder(id: string, base: string, quote: string): Promise<RestingOrderState> {
    const found = await this.exchange.fetchOrder(id, accountSymbol(this.accountType, base, quote));
    return this.restingState(found);
  }

  /**
   * Cancels a resting order; answers its state after (filled, if it executed before the cancel
   * reached it). A network error passes: whether it was cancelled is not known.
   */
  async cancelResting(id: string, base: string, quote: string): Promise<RestingOrderState> {
    const ccxt = (await import('ccxt')).default;
    const market = accountSymbol(this.accountType, base, quote);
    try {
      const cancelled = await this.exchange.cancelOrder(id, market);
      if (cancelled.status) return this.restingState(cancelled);
    } catch (error) {
      if (error instanceof ccxt.NetworkError || !(error instanceof ccxt.ExchangeError)) throw error;
      // Refused: it is no longer open (filled, or cancelled already). Ask what became of it.
    }
    return this.restingOrder(id, base, quote);
  }

  /** The order with this client order id, or undefined when the exchange has none. */
  private async lookUp(market: string, clientId: string): Promise<Order | undefined> {
    const ccxt = (await import('ccxt')).default;
    try {
      return await this.exchange.fetchOrder('', market, { clientOrderId: clientId });
    } catch (error) {
      if (error instanceof ccxt.OrderNotFound) return undefined;
      throw error;
    }
  }

  private restingState(o: Order): RestingOrderState {
    const filled = new Decimal(o.filled ?? 0);
    const price = o.average ?? (o.cost && o.filled ? o.cost / o.filled : undefined);
    // A stop that executed in part and was then cancelled or expired still executed that part.
    const status =
      o.status === 'closed' || ((o.status === 'canceled' || o.status === 'expired') && filled.gt(0))
        ? 'filled'
        : o.status === 'canceled' || o.status === 'expired' || o.status === 'rejected'
          ? 'cancelled'
          : 'open';
    return {
      id: String(o.id),
      status,
      filled: filled.toString(),
      price: price ? String(price) : null,
      atMs: o.lastTradeTimestamp ?? o.lastUpdateTimestamp ?? o.timestamp ?? null,
    };
  }

  async repay(): Promise<StepOutcome | null> {
    return null;
  }

  async settle(): Promise<void> {}
}
