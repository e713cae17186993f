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

/** A working order on its way to, or resting on, a live account's exchange (issue 36). */
export interface ExchangeOrderRow extends OpenOrderRow {
  status: string;
  exchangeOrderId: string | null;
  /** Another order of its group executed (triggered or filled): this one goes (one-cancels-other). */
  siblingEnded: boolean;
}

export type ExchangeStatus = 'open' | 'filled' | 'cancelled' | 'refused' | 'unsupported';

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

const exchangeRowOf = (r: Record<string, unknown>): ExchangeOrderRow => ({
  ...openRowOf(r),
  status: r.status as string,
  exchangeOrderId: text(r.exchange_order_id),
  siblingEnded: r.sibling_ended === true,
});

const EXCHANGE_COLUMNS = sql`${COLUMNS}, exchange_order_id,
  exists (select 1 from working_orders s where s.group_id = w.group_id and s.id <> w.id
    and s.status in ('triggered', 'filled')) as sibling_ended`;

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
  async openOf(
    exchange: string,
    symbol: string,
    tx: Db,
    reach?: { low: number; high: number; untilMs: number },
  ): Promise<OpenOrderRow[]> {
    // Only the orders these candles can act on (issue 36's bench: reading every order of a
    // market each minute cost more than everything else): a stop or limit whose price lies in
    // [low, high] on its side, every trailing stop, an order that expires by then or lacks its
    // price, and every order of a group one of those belongs to (a stop's fill cancels its
    // targets, a target's moves its stop).
    const where = sql`exchange = ${exchange} and symbol = ${symbol} and status = 'open'
      and venue = 'pulso'`;
    const reachable = reach
      ? sql`and (id in (select id from r) or group_id in (select group_id from r where group_id is not null))`
      : sql``;
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`with r as (
            select id, group_id from working_orders where ${where}
              ${
                reach
                  ? sql`and (kind = 'trailing_stop' or trigger_price is null
                    or (expires_at is not null and expires_at <= to_timestamp(${reach.untilMs / 1000}))
                    or (kind in ('stop', 'stop_loss', 'stop_limit')
                        and ((side = 'sell' and trigger_price >= ${reach.low})
                          or (side = 'buy' and trigger_price <= ${reach.high})))
                    or (kind in ('limit', 'take_profit')
                        and ((side = 'buy' and trigger_price >= ${reach.low})
                          or (side = 'sell' and trigger_price <= ${reach.high}))))`
                  : sql``
              })
          select ${COLUMNS} from working_orders where ${where} ${reachable}
          order by created_at, id for update skip locked`,
    );
    return rows.map(openRowOf);
  }

  /** When a market's oldest open order (the candles to check start there) was placed. */
  async oldestOpen(exchange: string, symbol: string, tx: Db): Promise<number | undefined> {
    const [row] = await queryRows<{ ms: string | null }>(
      tx,
      sql`select min(created_at_ms) as ms from working_orders
          where exchange = ${exchange} and symbol = ${symbol} and status = 'open' and venue = 'pulso'`,
    );
    return row?.ms === null || row?.ms === undefined ? undefined : Number(row.ms);
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

  /**
   * Live accounts' open stop-losses and take-profits not yet tried on their exchange: the ones
   * the worker may rest there (issue 36).
   */
  async toRestOnExchange(limit = 200): Promise<OpenOrderRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select ${COLUMNS} from working_orders
          where status = 'open' and venue = 'pulso' and exchange_status is null
            and kind in ('stop_loss', 'take_profit')
            and account_id in (select id from accounts where mode = 'live' and deleted_at is null)
          order by created_at, group_id, kind, trigger_price, id limit ${limit}`,
    );
    return rows.map(openRowOf);
  }

  /** One of those, locked while it is placed (the candle check skips it meanwhile); or none. */
  async lockToRest(id: string, tx: Db): Promise<OpenOrderRow | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${COLUMNS} from working_orders
          where id = ${id} and status = 'open' and venue = 'pulso' and exchange_status is null
          for update skip locked`,
    );
    return row ? openRowOf(row) : undefined;
  }

  /** Orders resting on an exchange (whatever Pulso's status of them): the worker follows them. */
  async restingOnExchange(limit = 500): Promise<ExchangeOrderRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`select ${EXCHANGE_COLUMNS} from working_orders w
          where venue = 'exchange' and exchange_status = 'open'
          order by created_at, group_id, kind, trigger_price, id limit ${limit}`,
    );
    return rows.map(exchangeRowOf);
  }

  /** One of those, locked while the worker asks the exchange about it; or none. */
  async lockResting(id: string, tx: Db): Promise<ExchangeOrderRow | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`select ${EXCHANGE_COLUMNS} from working_orders w
          where id = ${id} and venue = 'exchange' and exchange_status = 'open'
          for update skip locked`,
    );
    return row ? exchangeRowOf(row) : undefined;
  }

  /** Where the order waits, and what the worker knows of it on the exchange. */
  async setExchange(
    id: string,
    to: { venue?: 'pulso' | 'exchange'; exchangeOrderId?: string; exchangeStatus: ExchangeStatus },
    tx: Db,
  ): Promise<void> {
    await tx.execute(
      sql`update working_orders set exchange_status = ${to.exchangeStatus},
            venue = coalesce(${to.venue ?? null}, venue),
            exchange_order_id = coalesce(${to.exchangeOrderId ?? null}, exchange_order_id)
          where id = ${id}`,
    );
  }

  async mark(exchange: string, symbol: string, checkedMs: number, tx: Db): Promise<void> {
    await tx.execute(
      sql`insert into working_order_marks (exchange, symbol, checked_ms)
          values (${exchange}, ${symbol}, ${checkedMs})
          on conflict (exchange, symbol) do update set checked_ms = excluded.checked_ms`,
    );
  }
}
