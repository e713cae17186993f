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
import { SAFETY } from './paper-book';

export type LiveCredentials = AccountCredentials;
export type LiveGatewayOptions = Omit<AccountClientOptions, 'sandbox'>;

/** ccxt's precision mode in which a market's precision is its step (ccxt's TICK_SIZE constant). */
const TICK_SIZE = 4;

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

  async checkBalance(order: OrderRequest): Promise<StepOutcome> {
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
      return { message: 'Saldo consultado; el exchange valida el margen', metadata };
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
    const ccxt = (await import('ccxt')).default;
    const clientId = clientOrderId(order.signalId);
    const params: Record<string, unknown> = { clientOrderId: clientId };
    if (this.accountType === 'crossMargin') params['marginMode'] = 'cross';
    if (this.accountType === 'isolatedMargin') params['marginMode'] = 'isolated';
    if (order.reduceOnly && this.accountType === 'future') params['reduceOnly'] = true;
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

  async repay(): Promise<StepOutcome | null> {
    return null;
  }

  async settle(): Promise<void> {}
}
