import type { WorkingOrderView } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { workingOrders } from '../../db/schema';
import type { OrderPlace } from '../signals';

export type WorkingKind =
  'limit' | 'stop' | 'stop_limit' | 'stop_loss' | 'take_profit' | 'trailing_stop';

/** Kinds that protect a position (reduce only): they follow its size and go when it closes. */
export const PROTECTIVE_KINDS: readonly WorkingKind[] = [
  'stop_loss',
  'take_profit',
  'trailing_stop',
];

export interface TrailRow {
  distance?: string;
  distancePercent?: string;
  activationPrice?: string;
  activated: boolean;
  extreme?: string;
}

export interface NewWorkingOrder extends OrderPlace {
  side: 'buy' | 'sell';
  kind: WorkingKind;
  quantity: string;
  triggerPrice?: string | undefined;
  limitPrice?: string | undefined;
  trail?: TrailRow | undefined;
  groupId?: string | undefined;
  moveStopTo?: string | undefined;
  /** An entry's protection, placed when it fills. */
  then?: Record<string, unknown> | undefined;
  createdAtMs: number;
  expiresAt?: Date | undefined;
}

/** An open order as the worker evaluates it. */
export interface OpenOrderRow extends NewWorkingOrder {
  id: string;
}

/** Open orders by market: what the worker checks, with the last candle it checked there. */
export interface Series {
  exchange: string;
  symbol: string;
  checkedMs: number | null;
}

const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const opt = (v: unknown) => (v === null || v === undefined ? undefined : String(v));

function viewOf(r: Record<string, unknown>): WorkingOrderView {
  const trail = r.trail as TrailRow | null;
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    signalId: r.signal_id as string,
    symbol: r.symbol as string,
    side: r.side as 'buy' | 'sell',
    kind: r.kind as WorkingKind,
    quantity: String(r.quantity),
    triggerPrice: text(r.trigger_price),
    limitPrice: text(r.limit_price),
    trail: trail
      ? {
          distance: trail.distance ?? null,
          distancePercent: trail.distancePercent ?? null,
          activationPrice: trail.activationPrice ?? null,
          activated: trail.activated,
          extreme: trail.extreme ?? null,
        }
      : null,
    group: text(r.group_id),
    breakeven: r.move_stop_to !== null && r.move_stop_to !== undefined,
    status: r.status as WorkingOrderView['status'],
    reason: text(r.reason),
    createdAt: iso(r.created_at)!,
    expiresAt: iso(r.expires_at),
    updatedAt: iso(r.updated_at)!,
  };
}

function openRowOf(r: Record<string, unknown>): OpenOrderRow {
  return {
    id: r.id as string,
    accountId: r.account_id as string,
    signalId: r.signal_id as string,
    source: r.source as string,
    exchange: r.exchange as string,
    symbol: r.symbol as string,
    base: r.base as string,
    quote: r.quote as string,
    side: r.side as 'buy' | 'sell',
    kind: r.kind as WorkingKind,
    quantity: String(r.quantity),
    triggerPrice: opt(r.trigger_price),
    limitPrice: opt(r.limit_price),
    trail: (r.trail as TrailRow | null) ?? undefined,
    groupId: opt(r.group_id),
    moveStopTo: opt(r.move_stop_to),
    then: (r.then as Record<string, unknown> | null) ?? undefined,
    createdAtMs: Number(r.created_at_ms),
    expiresAt: r.expires_at ? new Date(r.expires_at as string) : undefined,
  };
}

const COLUMNS = sql`id, account_id, signal_id, source, exchange, symbol, base, quote, side, kind,
  trim_scale(quantity)::text as quantity, trim_scale(trigger_price)::text as trigger_price,
  trim_scale(limit_price)::text as limit_price, trail, group_id,
  trim_scale(move_stop_to)::text as move_stop_to, protection as "then", status, reason, created_at_ms, expires_at,
  created_at, updated_at`;

/** working_orders and working_order_marks. */
export class WorkingOrdersRepository extends Repository {
  async place(rows: readonly NewWorkingOrder[], tx: Db): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await tx
      .insert(workingOrders)
      .values(
        rows.map((r) => ({
          accountId: r.accountId,
          signalId: r.signalId,
          source: r.source,
          exchange: r.exchange,
          symbol: r.symbol,
          base: r.base,
          quote: r.quote,
          side: r.side,
          kind: r.kind,
          quantity: r.quantity,
          triggerPrice: r.triggerPrice ?? null,
          limitPrice: r.limitPrice ?? null,
          trail: (r.trail as unknown as Record<string, unknown>) ?? null,
          groupId: r.groupId ?? null,
          moveStopTo: r.moveStopTo ?? null,
          then: r.then ?? null,
          createdAtMs: r.createdAtMs,
          expiresAt: r.expiresAt ?? null,
        })),
      )
      .returning({ id: workingOrders.id });
    return inserted.map((r) => r.id);
  }

  /**
   * The account's open and triggered orders, newest first; a group's in reading order (its stop,
   * then its targets from the nearest), so the first target is the one that fills first.
   */
  async listOpen(accountId: string): Promise<WorkingOrderView[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select ${COLUMNS} from working_orders
          where account_id = ${accountId} and status in ('open', 'triggered')
          order by created_at desc, group_id, kind,
            case when side = 'sell' then trigger_price end,
            case when side = 'buy' then trigger_price end desc, id
          limit 500`,
    );
    return rows.map(viewOf);
  }

  /**
   * Cancels the account's open orders (one by id, those of a symbol, or of some kinds); answers
   * how many. Triggered ones are already on their way to the exchange and stay.
   */
  async cancel(
    accountId: string,
    which: { id?: string; symbol?: string; kinds?: readonly WorkingKind[] },
    reason: string,
    tx?: Db,
  ): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.q(tx),
      sql`update working_orders set status = 'cancelled', reason = ${reason}, updated_at = now()
          where account_id = ${accountId} and status = 'open'
            ${which.id ? sql`and id = ${which.id}` : sql``}
            ${which.symbol ? sql`and symbol = ${which.symbol}` : sql``}
            ${which.kinds ? sql`and kind = any(${`{${which.kinds.join(',')}}`}::text[])` : sql``}
          returning id`,
    );
    return rows.length;
  }

  /** The account's open protective orders of a symbol, locked (the pipeline resizes them). */
  async protectionOf(accountId: string, symbol: string, tx: Db): Promise<OpenOrderRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${COLUMNS} from working_orders
          where account_id = ${accountId} and symbol = ${symbol} and status = 'open'
            and kind in ('stop_loss', 'take_profit', 'trailing_stop')
          order by created_at, id for update`,
    );
    return rows.map(openRowOf);
  }

  async setQuantity(id: string, quantity: string, tx: Db): Promise<void> {
    await tx.execute(
      sql`update working_orders set quantity = ${quantity}, updated_at = now() where id = ${id}`,
    );
  }

  /** A triggered order's signal was recorded (or refused): it ends. */
  async finish(
    id: string,
    status: 'filled' | 'failed',
    reason: string | null,
    tx: Db,
  ): Promise<void> {
    await tx.execute(
      sql`update working_orders set status = ${status}, reason = ${reason}, updated_at = now()
          where id = ${id} and status = 'triggered'`,
    );
  }

  /** Markets with open orders, with the last candle checked there. */
  async series(): Promise<Series[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select o.exchange, o.symbol, m.checked_ms
          from (select distinct exchange, symbol from working_orders where status = 'open') o
          left join working_order_marks m on m.exchange = o.exchange and m.symbol = o.symbol`,
    );
    return rows.map((r) => ({
      exchange: r.exchange as string,
      symbol: r.symbol as string,
      checkedMs: r.checked_ms === null ? null : Number(r.checked_ms),
    }));
  }

  /** A market's open orders, locked for the pass (another instance's pass skips them). */
  async openOf(exchange: string, symbol: string, tx: Db): Promise<OpenOrderRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${COLUMNS} from working_orders
          where exchange = ${exchange} and symbol = ${symbol} and status = 'open'
          order by created_at, id for update skip locked`,
    );
    return rows.map(openRowOf);
  }

  /** The worker's decisions for one market, in a few statements. */
  async apply(
    outcome: {
      triggered: { id: string; fillSignalId: string; reason: string }[];
      updates: { id: string; triggerPrice?: string; kind?: string; trail?: TrailRow }[];
      expired: string[];
      cancelled: { id: string; reason: string }[];
    },
    tx: Db,
  ): Promise<void> {
    const json = (v: unknown) => JSON.stringify(v);
    if (outcome.triggered.length > 0) {
      await tx.execute(
        sql`update working_orders w set status = 'triggered', fill_signal_id = t.signal::uuid,
              reason = t.reason, updated_at = now()
            from jsonb_to_recordset(${json(outcome.triggered.map((t) => ({ id: t.id, signal: t.fillSignalId, reason: t.reason })))}::jsonb)
              as t(id uuid, signal text, reason text)
            where w.id = t.id`,
      );
    }
    if (outcome.updates.length > 0) {
      await tx.execute(
        sql`update working_orders w set
              trigger_price = coalesce(u.trigger_price::numeric, w.trigger_price),
              kind = coalesce(u.kind, w.kind), trail = coalesce(u.trail, w.trail)
            from jsonb_to_recordset(${json(outcome.updates.map((u) => ({ id: u.id, trigger_price: u.triggerPrice ?? null, kind: u.kind ?? null, trail: u.trail ?? null })))}::jsonb)
              as u(id uuid, trigger_price text, kind text, trail jsonb)
            where w.id = u.id and w.status = 'open'`,
      );
    }
    if (outcome.expired.length > 0) {
      await tx.execute(
        sql`update working_orders set status = 'expired', reason = 'Caducada', updated_at = now()
            where id = any(${`{${outcome.expired.join(',')}}`}::uuid[]) and status = 'open'`,
      );
    }
    if (outcome.cancelled.length > 0) {
      await tx.execute(
        sql`update working_orders w set status = 'cancelled', reason = c.reason, updated_at = now()
            from jsonb_to_recordset(${json(outcome.cancelled)}::jsonb) as c(id uuid, reason text)
            where w.id = c.id and w.status = 'open'`,
      );
    }
  }

  async mark(exchange: string, symbol: string, checkedMs: number, tx: Db): Promise<void> {
    await tx.execute(
      sql`insert into working_order_marks (exchange, symbol, checked_ms)
          values (${exchange}, ${symbol}, ${checkedMs})
          on conflict (exchange, symbol) do update set checked_ms = excluded.checked_ms`,
    );
  }
}
