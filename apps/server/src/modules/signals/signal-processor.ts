import {
  Decimal,
  isExchangeCode,
  isSupportedSymbol,
  parseSymbol,
  type StoredSignalPayload,
} from '@pulso/domain';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/repository';
import { marketDataFor } from '../market-data/market-data';
import { fanOutCopies } from './copy-fan-out';
import { StepFailure, type Fill, type Gateway, type OrderRequest } from './gateways/gateway';
import {
  LiveGateway,
  type LiveCredentials,
  type LiveGatewayOptions,
} from './gateways/live-gateway';
import { PaperBalancesRepository } from './gateways/paper-balances.repository';
import { PaperGateway } from './gateways/paper-gateway';
import { SignalsRepository, type ProcessingAccount, type SignalRow } from './signals.repository';
import { SignalsService } from './signals.service';
import { recordTrade } from './trade-recorder';
import { SignalFailed, StepRunner, type Failpoint } from './step-runner';

export type { Failpoint } from './step-runner';

export interface ProcessorOptions {
  live?: LiveGatewayOptions;
  failpoint?: Failpoint | undefined;
}

export type Outcome = 'done' | 'failed' | 'lost';

/** Another worker took the signal over (our lease ran out): our work must not commit. */
class LeaseLost extends Error {}

/**
 * Runs one claimed signal through its steps (DESIGN §6), each a child receiver log:
 * VALIDATION → CLIENT_CREATION → BALANCE_CHECK → BORROW → ORDER_EXECUTION → REPAY →
 * POST_PROCESSING, BORROW and REPAY only when they apply.
 *
 * Crash safety: nothing the order changes is written before POST_PROCESSING, and POST_PROCESSING
 * is one transaction — trade row (unique per signal), ledger, balances, aggregates, activity,
 * copy signals, logs and the signal's `done` — so a crash before its commit leaves no trace but
 * step logs, and a crash after it leaves nothing to resume. A resumed signal whose
 * ORDER_EXECUTION had succeeded reuses that fill (recorded on the step) instead of ordering again;
 * a live one whose order went unanswered asks the exchange for it by its client order id (derived
 * from the signal) before ordering, so an exchange order is placed at most once per signal.
 */
export class SignalProcessor {
  private readonly signals: SignalsRepository;
  private readonly balances: PaperBalancesRepository;
  private readonly service: SignalsService;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: ProcessorOptions = {},
  ) {
    this.signals = new SignalsRepository(ctx.db);
    this.balances = new PaperBalancesRepository(ctx.db);
    this.service = new SignalsService(ctx);
  }

  async process(signal: SignalRow): Promise<Outcome> {
    // Only a copy's log hangs under another (its emitter's): the others are their steps' parent.
    const parentId =
      signal.source === 'copy'
        ? await this.signals.stepParentId(signal.receiverLogId)
        : signal.receiverLogId;
    const run = new StepRunner(this.signals, signal, parentId, this.options.failpoint);
    try {
      const payload = signal.payload as unknown as StoredSignalPayload;
      const { account, order } = await run.step('VALIDATION', () => this.validate(signal, payload));
      const gateway = await run.step('CLIENT_CREATION', () => this.gateway(account));
      const previous =
        signal.attempts > 1
          ? await this.signals.successfulStep(parentId, signal.id, 'ORDER_EXECUTION')
          : undefined;
      let fill = previous?.['fill'] as Fill | undefined;
      if (!fill && signal.attempts > 1) {
        // An earlier attempt may have ordered without recording it (no answer, or a crash).
        fill = await run.step('ORDER_EXECUTION', async () => {
          const found = await gateway.recover(order);
          return {
            value: found,
            outcome: found
              ? {
                  message: `Orden de un intento anterior encontrada en el exchange: ${found.quantity} ${order.symbol} a ${found.price}`,
                  metadata: { fill: found, attempt: signal.attempts, recovered: true },
                }
              : null,
          };
        });
      }
      if (!fill) {
        await run.step('BALANCE_CHECK', async () => ({
          outcome: await gateway.checkBalance(order),
        }));
        await run.optional('BORROW', () => gateway.borrow(order));
        fill = await run.step('ORDER_EXECUTION', async () => {
          const f = await gateway.execute(order);
          return {
            value: f,
            outcome: {
              message: `${order.side} ${f.quantity} ${order.symbol} a ${f.price} (${f.priceSource})`,
              metadata: { fill: f, attempt: signal.attempts },
            },
          };
        });
        await run.optional('REPAY', () => gateway.repay(order, fill!));
      }
      const done = fill;
      return await run.step('POST_PROCESSING', () =>
        this.postProcess(signal, payload, account, order, gateway, done, parentId, run),
      );
    } catch (error) {
      if (error instanceof SignalFailed) {
        await inTransaction(this.ctx.db, async (tx) => {
          await this.signals.updateLog(
            signal.receiverLogId,
            {
              status: 'failed',
              message: `${error.step}: ${error.message}`,
              durationMs: elapsed(signal),
            },
            tx,
          );
          await this.signals.finish(signal.id, signal.attempts, 'failed', error.message, tx);
        });
        return 'failed';
      }
      if (error instanceof LeaseLost) return 'lost';
      throw error;
    }
  }

  private async validate(signal: SignalRow, payload: StoredSignalPayload) {
    const account = await this.signals.findAccount(signal.accountId);
    if (!account || account.deleted) throw new StepFailure('La cuenta no existe');
    if (!account.isActive) throw new StepFailure('La cuenta no está activa');
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
    const quantity = new Decimal(payload.contracts);
    const close = new Decimal(payload.close);
    if (!quantity.isFinite() || quantity.lte(0))
      throw new StepFailure('La cantidad debe ser positiva');
    if (!close.isFinite() || close.lte(0)) throw new StepFailure('El precio debe ser positivo');
    const live = this.isLive(account);
    if (!live && !isSupportedSymbol(symbol)) {
      throw new StepFailure(`El exchange simulado no opera ${symbol}`, { symbol });
    }
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
    };
    return {
      value: { account, order },
      outcome: {
        message: `${payload.action} ${quantity} ${symbol} en ${account.exchangeCode} (${account.accountType})`,
        metadata: {
          symbol,
          side: payload.action,
          quantity: quantity.toString(),
          close: close.toString(),
          accountType: account.accountType,
          exchange: account.exchangeCode,
          gateway: live ? 'live' : 'paper',
        },
      },
    };
  }

  private isLive(account: ProcessingAccount): boolean {
    return this.ctx.config.exchangeGateway === 'live' && account.mode === 'live';
  }

  private async gateway(account: ProcessingAccount) {
    const takerFee = new Decimal(account.takerFee);
    const exchange = account.exchangeCode as OrderRequest['exchange'];
    let gateway: Gateway;
    if (this.isLive(account)) {
      let credentials: LiveCredentials = {};
      if (account.credentials) {
        try {
          credentials = JSON.parse(this.ctx.sealer.unseal(account.credentials)) as LiveCredentials;
        } catch {
          throw new StepFailure('No se pudieron descifrar las credenciales de la cuenta');
        }
      }
      gateway = await LiveGateway.connect(exchange, account.accountType, credentials, {
        sandbox: account.isTestAccount,
        takerFee,
        ...this.options.live,
      });
    } else {
      gateway = new PaperGateway({
        balances: this.balances,
        prices: marketDataFor(this.ctx).prices,
        startingBalance: String(this.ctx.config.paperStartingBalance),
        takerFee,
      });
    }
    return { value: gateway, outcome: gateway.describe() };
  }

  private async postProcess(
    signal: SignalRow,
    payload: StoredSignalPayload,
    account: ProcessingAccount,
    order: OrderRequest,
    gateway: Gateway,
    fill: Fill,
    parentId: string,
    run: StepRunner,
  ) {
    const started = performance.now();
    return inTransaction(this.ctx.db, async (tx) => {
      const recorded = await recordTrade(tx, {
        accountId: account.id,
        signalId: signal.id,
        source: signal.source,
        type: order.side,
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
      });
      let metadata: Record<string, unknown> = { alreadyRecorded: true };
      if (recorded) {
        await gateway.settle(tx, order, fill, recorded.ledger);
        await this.ctx.activity.record(
          {
            scope: 'system',
            action: 'trade.execute',
            entityType: 'trade',
            entityId: recorded.tradeId,
            actor: null,
            details: {
              accountId: account.id,
              signalId: signal.id,
              source: signal.source,
              symbol: order.symbol,
              type: order.side,
              amount: fill.quantity,
              price: fill.price,
            },
          },
          tx,
        );
        const copies = await fanOutCopies(tx, this.service, {
          signalId: signal.id,
          accountId: account.id,
          payload,
          rootLogId: parentId,
          quantity: fill.quantity,
        });
        metadata = {
          tradeId: recorded.tradeId,
          positionAfter: recorded.ledger.state.position.toString(),
          averagePriceAfter: recorded.ledger.state.averagePrice.toString(),
          realizedPnl: recorded.ledger.realized.toString(),
          replayedTrades: recorded.replayed,
          copies: copies.enqueued,
          ...(copies.depthLimited ? { copyDepthLimited: true } : {}),
        };
      }
      const message = `Operación registrada: ${order.side} ${fill.quantity} ${order.symbol} a ${fill.price}, comisión ${new Decimal(fill.fee).toDecimalPlaces(8)} ${fill.feeAsset}`;
      await run.log(
        'POST_PROCESSING',
        'success',
        recorded ? 'Operación registrada' : 'La operación ya estaba registrada',
        performance.now() - started,
        metadata,
        tx,
      );
      await this.signals.updateLog(
        signal.receiverLogId,
        { status: 'success', message, durationMs: elapsed(signal) },
        tx,
      );
      if (!(await this.signals.finish(signal.id, signal.attempts, 'done', null, tx))) {
        throw new LeaseLost();
      }
      await this.options.failpoint?.('POST_PROCESSING:commit', signal);
      return { value: 'done' as const, outcome: null };
    });
  }
}

const elapsed = (signal: SignalRow) => Math.max(0, Date.now() - signal.receivedAt.getTime());
