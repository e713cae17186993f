import { Decimal, type AccountType, type ExchangeCode } from '@pulso/domain';
import type { Exchange, Order } from 'ccxt';
import type { FetchImplementation } from '../../market-data/exchange/ccxt-client';
import {
  StepFailure,
  StepRetry,
  type Fill,
  type Gateway,
  type OrderRequest,
  type StepOutcome,
} from './gateway';
import { SAFETY } from './paper-book';

export interface LiveCredentials {
  apiKey?: string | undefined;
  secret?: string | undefined;
  passphrase?: string | undefined;
}

export interface LiveGatewayOptions {
  /** Tests: a fake transport in place of the network (ccxt's `fetchImplementation`). */
  fetchImplementation?: FetchImplementation | undefined;
  timeoutMs?: number;
}

const DEFAULT_TYPE: Record<AccountType, string> = {
  spot: 'spot',
  crossMargin: 'margin',
  isolatedMargin: 'margin',
  future: 'swap',
};

/** The exchange's own words, without ccxt's stack: what the user needs to fix the account. */
function exchangeMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

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
    const ccxt = (await import('ccxt')).default;
    const exchange: Exchange = new ccxt[code]({
      apiKey: credentials.apiKey,
      secret: credentials.secret,
      ...(credentials.passphrase ? { password: credentials.passphrase } : {}),
      enableRateLimit: !options.fetchImplementation,
      timeout: options.timeoutMs ?? 10_000,
    });
    exchange.options['defaultType'] = DEFAULT_TYPE[accountType];
    const fetchMarkets = exchange.options['fetchMarkets'] as Record<string, unknown> | undefined;
    exchange.options['fetchMarkets'] = {
      ...fetchMarkets,
      types: accountType === 'future' ? ['linear'] : ['spot'],
    };
    // Currency metadata costs signed requests and is not needed to place an order.
    exchange.has['fetchCurrencies'] = false;
    if (options.fetchImplementation) exchange.fetchImplementation = options.fetchImplementation;
    if (options.sandbox) exchange.setSandboxMode(true);
    try {
      await exchange.loadMarkets();
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
        type: DEFAULT_TYPE[this.accountType],
      },
    };
  }

  private market(order: OrderRequest): string {
    return this.accountType === 'future'
      ? `${order.base}/${order.quote}:${order.quote}`
      : `${order.base}/${order.quote}`;
  }

  async checkBalance(order: OrderRequest): Promise<StepOutcome> {
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
            order.quantity.times(order.close).times(this.takerFee.plus(1)).times(SAFETY),
          ]
        : [order.base, base, order.quantity];
    if (available.lt(required)) {
      throw new StepFailure(
        `Saldo insuficiente en ${this.code}: se requieren ${required.toDecimalPlaces(8)} ${asset} y hay ${available} ${asset}`,
        { ...metadata, required: required.toString() },
      );
    }
    return { message: `Saldo suficiente: ${available} ${asset}`, metadata };
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
    try {
      const placed = await this.exchange.createOrder(
        this.market(order),
        'market',
        order.side,
        order.quantity.toNumber(),
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
    const placed = await this.exchange
      .fetchOrder('', this.market(order), { clientOrderId: clientOrderId(order.signalId) })
      .catch(() => undefined);
    return placed && (placed.filled ?? 0) > 0 ? this.toFill(order, placed) : undefined;
  }

  private toFill(order: OrderRequest, placed: Order): Fill {
    const filled = new Decimal(placed.filled ?? placed.amount ?? order.quantity.toNumber());
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
