import { randomUUID } from 'node:crypto';
import { amountLimits, Decimal, isExchangeCode, type OrderIntent } from '@pulso/domain';
import type { Db } from '../../db/client';
import {
  hasProtection,
  protectionFor,
  type OrderPlace,
  type RecordedTrade,
  type RestingEntry,
  type WorkingOrdersPort,
} from '../signals';
import {
  PROTECTIVE_KINDS,
  type NewWorkingOrder,
  type WorkingOrdersRepository,
} from './working-orders.repository';

/** The part of an intent an entry keeps for when it fills: its protection. */
const protectionOnly = (intent: OrderIntent): Record<string, unknown> | undefined => {
  const { stop_loss, take_profits, trailing_stop, breakeven } = intent;
  const then = { stop_loss, take_profits, trailing_stop, breakeven };
  return hasProtection(then) ? JSON.parse(JSON.stringify(then)) : undefined;
};

/** What a trade did to the account's working orders, for its POST_PROCESSING log. */
export interface WorkingOrdersChange {
  filled?: string;
  placed?: { kind: string; side: string; quantity: string; price: string | null }[];
  cancelled?: number;
  resized?: number;
}
const summary = (c: WorkingOrdersChange) => (Object.keys(c).length > 0 ? c : undefined);

const FLAT_ALERT = 'Cancelada por una alerta de posición plana';
const CLOSED = 'La posición se cerró';
const REPLACED = 'Sustituida por la protección de una alerta nueva';
const FLIPPED = 'La posición cambió de lado';

/**
 * The signal pipeline's side of working orders (its WorkingOrdersPort), inside its transactions:
 * a resting entry placed, a position's protection placed when its entry fills, resized when the
 * position shrinks, cancelled when it closes or flips, and a triggered order ended.
 */
export class WorkingOrderBook implements WorkingOrdersPort {
  constructor(private readonly repository: WorkingOrdersRepository) {}

  async rest(
    tx: Db,
    at: OrderPlace & { side: 'buy' | 'sell'; quantity: string; createdAtMs: number },
    entry: RestingEntry,
    intent: OrderIntent,
  ): Promise<void> {
    if (intent.target === 'flat')
      await this.repository.cancel(at.accountId, { symbol: at.symbol }, FLAT_ALERT, tx);
    await this.repository.place(
      [
        {
          ...at,
          kind: entry.kind,
          triggerPrice: entry.triggerPrice,
          limitPrice: entry.limitPrice,
          expiresAt: entry.expiresAt,
          then: protectionOnly(intent),
        },
      ],
      tx,
    );
  }

  async nothingToDo(tx: Db, accountId: string, symbol: string, intent: OrderIntent): Promise<void> {
    if (intent.target === 'flat')
      await this.repository.cancel(accountId, { symbol }, FLAT_ALERT, tx);
  }

  async failed(tx: Db, fillOf: string, reason: string): Promise<void> {
    await this.repository.finish(fillOf, 'failed', reason, tx);
  }

  async afterTrade(tx: Db, t: RecordedTrade): Promise<WorkingOrdersChange | undefined> {
    const change: WorkingOrdersChange = {};
    if (t.fillOf) {
      await this.repository.finish(t.fillOf, 'filled', null, tx);
      change.filled = t.fillOf;
    }
    if (t.intent?.target === 'flat') {
      change.cancelled = await this.repository.cancel(
        t.accountId,
        { symbol: t.symbol },
        FLAT_ALERT,
        tx,
      );
    }
    const signed = new Decimal(t.quantity).times(t.side === 'buy' ? 1 : -1);
    const after = t.positionAfter;
    const before = after.minus(signed);
    const flipped = !before.isZero() && !after.isZero() && after.s !== before.s;
    const grew = after.abs().gt(before.abs()) && !flipped;
    const protect = hasProtection(t.intent) && (grew || flipped);
    // A spec-only trade that opens or adds to a position changes no protection: no read on the
    // hot path. One that reduces, closes or flips it reads what protects it.
    if (!protect && !t.fillOf && grew) return summary(change);
    const current = await this.repository.protectionOf(t.accountId, t.symbol, tx);
    const kinds = PROTECTIVE_KINDS;
    if (after.isZero() || protect) {
      if (current.length > 0) {
        const reason = after.isZero() ? CLOSED : REPLACED;
        const n = await this.repository.cancel(
          t.accountId,
          { symbol: t.symbol, kinds },
          reason,
          tx,
        );
        change.cancelled = (change.cancelled ?? 0) + n;
      }
      if (!protect) return summary(change);
      const limits = isExchangeCode(t.exchange) ? amountLimits(t.exchange, t.base) : undefined;
      const group = randomUUID();
      const plans = protectionFor(
        t.intent!,
        t.side,
        new Decimal(t.price),
        t.averageAfter,
        after,
        limits,
      );
      const { accountId, signalId, source, exchange, symbol, base, quote } = t;
      const rows: NewWorkingOrder[] = plans.map((p) => ({
        ...{ accountId, signalId, source, exchange, symbol, base, quote },
        side: p.side,
        kind: p.kind,
        quantity: p.quantity,
        triggerPrice: p.triggerPrice,
        trail: p.trail,
        moveStopTo: p.moveStopTo,
        groupId: group,
        createdAtMs: t.executedAtMs,
      }));
      await this.repository.place(rows, tx);
      change.placed = plans.map((p) => ({
        kind: p.kind,
        side: p.side,
        quantity: p.quantity,
        price: p.triggerPrice ?? p.trail?.distance ?? p.trail?.distancePercent ?? null,
      }));
      return summary(change);
    }
    // The position shrank or flipped: its protection follows it.
    const closeSide = after.gt(0) ? 'sell' : 'buy';
    const size = after.abs();
    for (const order of current) {
      if (order.side !== closeSide) {
        await this.repository.cancel(t.accountId, { id: order.id }, FLIPPED, tx);
        change.cancelled = (change.cancelled ?? 0) + 1;
      } else if (new Decimal(order.quantity).gt(size)) {
        await this.repository.setQuantity(order.id, size.toString(), tx);
        change.resized = (change.resized ?? 0) + 1;
      }
    }
    return summary(change);
  }
}
