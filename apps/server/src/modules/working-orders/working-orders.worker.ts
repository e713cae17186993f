import {
  evaluateBar,
  type Candle,
  isExchangeCode,
  isSupportedSymbol,
  type OrderIntent,
  type StoredSignalPayload,
  type WorkingOrder,
} from '@pulso/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { MarketSource } from '../market-data';
import type { LiveClients, SignalsService } from '../signals';
import { ExchangeProtection } from './exchange-protection';
import {
  PROTECTIVE_KINDS,
  type OpenOrderRow,
  type WorkingOrdersRepository,
} from './working-orders.repository';

const MINUTE = 60_000;
/** How often the orders resting on exchanges are read (each read connects the account's client). */
const EXCHANGES_EVERY_MS = 15_000;
/** After a long stop, the candles of the last day are checked; older ones are not replayed. */
const MAX_CATCH_UP = 24 * 60;

export interface WorkingOrdersWorkerOptions {
  everyMs?: number;
  clock?: () => number;
  /**
   * Live accounts' exchanges (issue 36): their stop-losses and take-profits rest there where
   * the exchange takes them natively. Without, every order is watched against candles.
   */
  exchanges?: LiveClients;
  /** How often a pass reads them (default 15 s). */
  exchangesEveryMs?: number;
  /** Tests: a crash at a named point of the exchange pass. */
  failpoint?: (point: 'placed') => void;
}

const toEngine = (o: OpenOrderRow): WorkingOrder => ({
  id: o.id,
  side: o.side,
  kind: o.kind,
  quantity: o.quantity,
  ...(o.triggerPrice ? { triggerPrice: o.triggerPrice } : {}),
  ...(o.limitPrice ? { limitPrice: o.limitPrice } : {}),
  ...(o.trail ? { trail: o.trail } : {}),
  ...(o.groupId ? { group: o.groupId } : {}),
  ...(o.moveStopTo ? { moveStopTo: o.moveStopTo } : {}),
  createdAtMs: o.createdAtMs,
  ...(o.expiresAt ? { expiresAtMs: o.expiresAt.getTime() } : {}),
});

/**
 * The paper exchange's working orders (issue 36): each pass takes the markets with open orders
 * and checks their orders against every 1-minute candle closed since the market's last check
 * (domain `evaluateBar`: gaps, both-touched bars, trailing stops, breakeven). A fill becomes a
 * signal (order id `wo:<id>`, at the fill's price and time) in the transaction that marks the
 * order triggered and the candle checked, so a crash loses nothing and fills nothing twice; one
 * instance checks a market at a time (an advisory lock per market), the others skip it. A live
 * account's stop-losses and take-profits rest on its exchange where it takes them natively
 * (ExchangeProtection); the candles check only those Pulso watches (venue 'pulso').
 */
export class WorkingOrdersWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly exchange: ExchangeProtection | undefined;

  constructor(
    private readonly db: Db,
    private readonly repository: WorkingOrdersRepository,
    private readonly source: MarketSource,
    private readonly signals: Pick<SignalsService, 'enqueueMany'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly options: WorkingOrdersWorkerOptions = {},
  ) {
    this.exchange =
      options.exchanges &&
      new ExchangeProtection(db, repository, options.exchanges, signals, log, options.failpoint);
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.everyMs ?? 5_000);
    this.timer.unref();
  }

  /** One pass; a pass still running is not doubled. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** The orders resting on live accounts' exchanges: followed, cancelled, placed. */
  async followExchanges(): Promise<void> {
    await this.exchange?.pass();
  }

  private lastFollowed = -Infinity;

  private async pass(): Promise<void> {
    const at = (this.options.clock ?? Date.now)();
    try {
      // Each account's client loads its markets: not every 5 s, within the exchanges' limits.
      if (at - this.lastFollowed >= (this.options.exchangesEveryMs ?? EXCHANGES_EVERY_MS)) {
        this.lastFollowed = at;
        await this.followExchanges();
      }
    } catch (err) {
      this.log.warn({ err }, 'working orders: exchanges could not be followed');
    }
    const now = (this.options.clock ?? Date.now)();
    const lastClosed = Math.floor(now / MINUTE) * MINUTE - MINUTE;
    for (const series of await this.repository.series()) {
      try {
        await this.check(series.exchange, series.symbol, lastClosed, now);
      } catch (err) {
        this.log.warn({ err, ...series }, 'working orders: a market could not be checked');
      }
    }
  }

  /** Checks one market's open orders against its candles closed since its last check. */
  async check(exchange: string, symbol: string, lastClosed: number, now: number): Promise<void> {
    if (!isExchangeCode(exchange) || !isSupportedSymbol(symbol)) return;
    await inTransaction(this.db, async (tx) => {
      const [lock] = await queryRows<{ got: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${`working-orders:${exchange}:${symbol}`})) as got`,
      );
      if (!lock?.got) return;
      const [mark] = await queryRows<{ checked_ms: string }>(
        tx,
        sql`select checked_ms from working_order_marks where exchange = ${exchange} and symbol = ${symbol}`,
      );
      const earliest = await this.repository.oldestOpen(exchange, symbol, tx);
      if (earliest === undefined) return;
      const from = Math.max(
        mark ? Number(mark.checked_ms) + MINUTE : Math.floor(earliest / MINUTE) * MINUTE,
        lastClosed - MAX_CATCH_UP * MINUTE,
      );
      if (from > lastClosed) return;
      const { data } = await this.source.candles({
        exchange,
        symbol,
        grouping: '1m',
        start: from,
        end: lastClosed,
        now,
      });
      const candles = data.filter((c) => c.openTime >= from && c.openTime <= lastClosed);
      if (candles.length > 0) {
        const reach = {
          low: Math.min(...candles.map((c) => c.low)),
          high: Math.max(...candles.map((c) => c.high)),
          untilMs: candles.at(-1)!.openTime + MINUTE,
        };
        await this.evaluateAll(
          tx,
          await this.repository.openOf(exchange, symbol, tx, reach),
          candles,
        );
      }
      await this.repository.mark(exchange, symbol, lastClosed, tx);
    });
  }

  /** The candles in order, each on the orders the ones before it left open. */
  private async evaluateAll(tx: Db, open: OpenOrderRow[], candles: readonly Candle[]) {
    let orders = open;
    for (const candle of candles) {
      if (orders.length === 0) return;
      orders = await this.evaluate(tx, orders, candle);
    }
  }

  /** One candle: fills become signals, the rest is written; answers the orders still open. */
  private async evaluate(
    tx: Db,
    orders: OpenOrderRow[],
    candle: { openTime: number; open: number; high: number; low: number; close: number },
  ): Promise<OpenOrderRow[]> {
    const outcome = evaluateBar(orders.map(toEngine), {
      openTime: candle.openTime,
      intervalMs: MINUTE,
      open: String(candle.open),
      high: String(candle.high),
      low: String(candle.low),
      close: String(candle.close),
    });
    const byId = new Map(orders.map((o) => [o.id, o]));
    const fills = outcome.fills.map((f) => ({ fill: f, order: byId.get(f.id)! }));
    const enqueued = await this.signals.enqueueMany(
      fills.map(({ fill, order }) => {
        const protective = PROTECTIVE_KINDS.includes(order.kind);
        const intent: OrderIntent | undefined = protective
          ? { reduce_only: true }
          : (order.then as OrderIntent | undefined);
        const payload: StoredSignalPayload = {
          symbol: order.symbol,
          time: fill.atMs,
          action: order.side,
          contracts: order.quantity,
          order_id: `wo:${order.id}`,
          close: fill.price,
          fillOf: order.id,
          ...(intent ? { intent } : {}),
        };
        return {
          accountId: order.accountId,
          source: order.source as 'webhook',
          payload,
          parentSignalId: order.signalId,
          logMetadata: { workingOrderId: order.id, kind: order.kind, reason: fill.reason },
        };
      }),
      tx,
    );
    await this.repository.apply(
      {
        triggered: fills.map(({ fill }, i) => ({
          id: fill.id,
          fillSignalId: enqueued[i]!.signalId,
          reason: fill.reason,
        })),
        updates: outcome.updates,
        expired: outcome.expired,
        cancelled: outcome.cancelled,
      },
      tx,
    );
    const ended = new Set([
      ...outcome.fills.map((f) => f.id),
      ...outcome.expired,
      ...outcome.cancelled.map((c) => c.id),
    ]);
    const updates = new Map(outcome.updates.map((u) => [u.id, u]));
    return orders
      .filter((o) => !ended.has(o.id))
      .map((o) => {
        const u = updates.get(o.id);
        return u
          ? {
              ...o,
              ...(u.triggerPrice ? { triggerPrice: u.triggerPrice } : {}),
              ...(u.kind ? { kind: u.kind } : {}),
              ...(u.trail ? { trail: u.trail } : {}),
            }
          : o;
      });
  }
}
