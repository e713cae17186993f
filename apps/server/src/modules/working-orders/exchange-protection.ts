import { FILL_REASONS, type StoredSignalPayload } from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { LiveClients, RestingOrderState, SignalsService } from '../signals';
import type {
  ExchangeOrderRow,
  OpenOrderRow,
  WorkingOrdersRepository,
} from './working-orders.repository';

type Client = NonNullable<Awaited<ReturnType<LiveClients['connect']>>>;

/** Binance's limit on a client order id (36 characters); the others allow at least that. */
const CLIENT_ID_LENGTH = 36;

/** The working order's client order id on the exchange: the same on every pass, so placing is idempotent. */
export const restingClientOrderId = (id: string) =>
  `wo-${id.replace(/-/g, '')}`.slice(0, CLIENT_ID_LENGTH);

export const SIBLING_EXECUTED = 'Otra orden del grupo se ejecutó en el exchange';
export const EXECUTED_AFTER_END =
  'Ejecutada en el exchange cuando Pulso ya la había terminado: se registra tal cual';
export const CANCELLED_ON_EXCHANGE =
  'Cancelada en el exchange fuera de Pulso: Pulso la vigila con las velas';

/**
 * Live accounts' stop-losses and take-profits, resting on the exchange where it takes them
 * natively (issue 36; the live gateway's `supportsNativeProtection`), the other orders staying
 * watched by Pulso against candles. Each pass:
 *
 * 1. follows the resting ones: one that executed becomes its fill signal (with the exchange's
 *    order id, so the pipeline records the exchange's fill and sends nothing); one whose group
 *    already executed, or that Pulso ended (the position closed), is cancelled on the exchange —
 *    the one-cancels-other;
 * 2. places the new ones, each under a deterministic client order id looked up first, so a crash
 *    after placing finds the order on the next pass instead of placing it twice. A refusal leaves
 *    the order watched by Pulso; no answer (a rate limit, the network) leaves it for the next pass.
 *
 * Each order is locked while the exchange is asked (the candle check skips it meanwhile).
 */
export class ExchangeProtection {
  constructor(
    private readonly db: Db,
    private readonly repository: WorkingOrdersRepository,
    private readonly clients: LiveClients,
    private readonly signals: Pick<SignalsService, 'enqueueMany'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    /** Tests: throws at a named point (`placed`: on the exchange, not yet recorded). */
    private readonly failpoint?: (point: 'placed') => void,
  ) {}

  async pass(): Promise<void> {
    if (!this.clients.enabled) return;
    const connected = new Map<string, Promise<Client | undefined>>();
    const client = (accountId: string) => {
      let c = connected.get(accountId);
      if (!c) {
        c = this.clients.connect(accountId).catch((err: unknown) => {
          this.log.warn({ err, accountId }, 'working orders: exchange client unavailable');
          return undefined;
        });
        connected.set(accountId, c);
      }
      return c;
    };
    const follow = async (orders: ExchangeOrderRow[]) => {
      let executed = false;
      for (const order of orders) {
        try {
          executed = (await this.follow(order, client)) || executed;
        } catch (err) {
          this.log.warn(
            { err, workingOrderId: order.id },
            'working orders: resting order not read',
          );
        }
      }
      return executed;
    };
    // An execution ends its group: the siblings already read this pass are cancelled now.
    if (await follow(await this.repository.restingOnExchange())) {
      const ended = await this.repository.restingOnExchange();
      await follow(ended.filter((o) => o.siblingEnded || o.status !== 'open'));
    }
    for (const order of await this.repository.toRestOnExchange()) {
      try {
        await this.place(order, client);
      } catch (err) {
        this.log.warn({ err, workingOrderId: order.id }, 'working orders: order not placed');
      }
    }
  }

  /** Reads (or cancels) one resting order; answers whether it executed. */
  private async follow(
    listed: ExchangeOrderRow,
    client: (accountId: string) => Promise<Client | undefined>,
  ): Promise<boolean> {
    const c = await client(listed.accountId);
    if (!c) return false;
    return inTransaction(this.db, async (tx) => {
      const o = await this.repository.lockResting(listed.id, tx);
      if (!o || !o.exchangeOrderId) return false;
      const ended = o.status !== 'open' || o.siblingEnded;
      const state = ended
        ? await c.cancelResting(o.exchangeOrderId, o.base, o.quote)
        : await c.restingOrder(o.exchangeOrderId, o.base, o.quote);
      if (state.status === 'open') return false;
      if (state.status === 'filled') {
        await this.filled(tx, o, state);
        return true;
      }
      if (ended) {
        await this.repository.setExchange(o.id, { exchangeStatus: 'cancelled' }, tx);
        if (o.status === 'open') {
          await this.repository.apply(
            {
              triggered: [],
              updates: [],
              expired: [],
              cancelled: [{ id: o.id, reason: SIBLING_EXECUTED }],
            },
            tx,
          );
        }
        return false;
      }
      // Cancelled on the exchange by someone else: the position is still protected, by Pulso.
      this.log.warn(
        { workingOrderId: o.id, exchangeOrderId: o.exchangeOrderId },
        'working orders: resting order cancelled on the exchange; watched by candles',
      );
      await this.repository.setExchange(o.id, { venue: 'pulso', exchangeStatus: 'cancelled' }, tx);
      return false;
    });
  }

  /** A resting order executed on the exchange: its fill becomes a signal, as a candle's would. */
  private async filled(tx: Db, o: ExchangeOrderRow, state: RestingOrderState): Promise<void> {
    await this.repository.setExchange(o.id, { exchangeStatus: 'filled' }, tx);
    // Pulso had ended it (the position closed) while the exchange executed it: the order still
    // executed, so it is recorded as it is (not reduce-only: the account holds what the exchange
    // says), and flagged in the log. An executed order is never forgotten.
    const late = o.status !== 'open';
    if (late) {
      this.log.warn(
        { workingOrderId: o.id, exchangeOrderId: o.exchangeOrderId, status: o.status },
        'working orders: an order Pulso had ended executed on the exchange; recorded',
      );
    }
    const reason = late
      ? EXECUTED_AFTER_END
      : o.kind === 'stop_loss'
        ? FILL_REASONS.stop
        : FILL_REASONS.target;
    const payload: StoredSignalPayload = {
      symbol: o.symbol,
      time: state.atMs ?? Date.now(),
      action: o.side,
      contracts: state.filled,
      order_id: `wo:${o.id}`,
      close: state.price ?? o.triggerPrice!,
      fillOf: o.id,
      exchangeOrderId: state.id,
      ...(late ? {} : { intent: { reduce_only: true } }),
    };
    const [enqueued] = await this.signals.enqueueMany(
      [
        {
          accountId: o.accountId,
          source: o.source as 'webhook',
          payload,
          parentSignalId: o.signalId,
          logMetadata: { workingOrderId: o.id, kind: o.kind, reason, exchangeOrderId: state.id },
        },
      ],
      tx,
    );
    if (late) return;
    await this.repository.apply(
      {
        triggered: [{ id: o.id, fillSignalId: enqueued!.signalId, reason }],
        updates: [],
        expired: [],
        cancelled: [],
      },
      tx,
    );
  }

  private async place(
    listed: OpenOrderRow,
    client: (accountId: string) => Promise<Client | undefined>,
  ): Promise<void> {
    const c = await client(listed.accountId);
    if (!c || !listed.triggerPrice) return;
    await inTransaction(this.db, async (tx) => {
      const o = await this.repository.lockToRest(listed.id, tx);
      if (!o) return;
      if (!c.supportsNativeProtection(o.base, o.quote)) {
        await this.repository.setExchange(o.id, { exchangeStatus: 'unsupported' }, tx);
        return;
      }
      const outcome = await c.placeResting({
        clientOrderId: restingClientOrderId(o.id),
        kind: o.kind as 'stop_loss' | 'take_profit',
        side: o.side,
        base: o.base,
        quote: o.quote,
        quantity: o.quantity,
        triggerPrice: o.triggerPrice!,
      });
      if ('retry' in outcome) {
        this.log.warn(
          { workingOrderId: o.id, reason: outcome.retry },
          'working orders: no answer placing on the exchange; next pass',
        );
        return;
      }
      if ('refused' in outcome) {
        this.log.warn(
          { workingOrderId: o.id, reason: outcome.refused },
          'working orders: the exchange refused the order; watched by candles',
        );
        await this.repository.setExchange(o.id, { exchangeStatus: 'refused' }, tx);
        return;
      }
      this.failpoint?.('placed');
      await this.repository.setExchange(
        o.id,
        { venue: 'exchange', exchangeOrderId: outcome.placed.id, exchangeStatus: 'open' },
        tx,
      );
    });
  }
}
