import { EXECUTION_SIGNALS_LISTED, type ExecutionResponse } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { pgArray, queryRows } from '../../db/client';
import { Repository } from '../../db/repository';

type Row = Omit<
  ExecutionResponse['data'][number],
  'alertAtMs' | 'receivedAtMs' | 'finishedAtMs' | 'executedAtMs' | 'slippageBps'
> & {
  alertAtMs: string;
  receivedAtMs: string;
  finishedAtMs: string | null;
  executedAtMs: string;
  slippageBps: string;
};

type SpreadRow = Record<`${'n' | 'mean' | 'median' | 'p95' | 'max'}_${Leg}`, string | null>;
type Leg = 'slip' | 'delivery' | 'processing' | 'fill';

/**
 * The executed signals of some accounts in a time span (issue 38): each trade a signal placed,
 * beside the alert's price and time, Pulso's receipt and the signal's end. The slippage and the
 * distributions are computed here, over every signal of the span; the domain's
 * `executionSummary` is their reference.
 */
export class ExecutionRepository extends Repository {
  async executed(
    accountIds: readonly string[],
    span: { fromMs: number; toMs: number },
  ): Promise<{ rows: Row[]; spread: SpreadRow & { better: string | null } }> {
    // A payload's price and time are validated when received; the guards keep a row that is not
    // (written by an older release) out of the figures rather than failing the read.
    const signals = sql`
      with x as (
        select s.id as signal_id, t.account_id, t.symbol, t.type as side, s.source,
               (s.payload ? 'fillOf') as working_order,
               (s.payload->>'close')::numeric as alert_price, t.price as fill_price, t.amount,
               (s.payload->>'time')::bigint as alert_at_ms,
               floor(extract(epoch from s.received_at) * 1000)::bigint as received_at_ms,
               floor(extract(epoch from s.finished_at) * 1000)::bigint as finished_at_ms,
               t.executed_at_ms
          from trades t
          join signals s on s.id = t.signal_id
         where t.account_id = any(${pgArray(accountIds)}::uuid[])
           and t.executed_at_ms >= ${span.fromMs} and t.executed_at_ms < ${span.toMs}
           and s.payload->>'close' ~ '^[0-9]{1,30}(\\.[0-9]{1,30})?$'
           and s.payload->>'time' ~ '^[0-9]{1,15}$'
      ),
      e as (
        select x.*,
               round((fill_price - alert_price) / alert_price * 10000
                     * case when side = 'buy' then 1 else -1 end, 2) as slippage_bps
          from x where alert_price > 0
      )`;
    const spreadOf = (leg: Leg, value: string) =>
      sql.raw(`
      count(${value}) as n_${leg},
      round(avg(${value})::numeric, 2) as mean_${leg},
      percentile_disc(0.5) within group (order by ${value}) as median_${leg},
      percentile_disc(0.95) within group (order by ${value}) as p95_${leg},
      max(${value}) as max_${leg}`);
    const [spread, rows] = await Promise.all([
      queryRows<SpreadRow & { better: string | null }>(
        this.db,
        sql`${signals}
          select ${spreadOf('slip', 'slippage_bps')}, ${spreadOf('delivery', 'received_at_ms - alert_at_ms')},
                 ${spreadOf('processing', 'finished_at_ms - received_at_ms')},
                 ${spreadOf('fill', 'executed_at_ms - alert_at_ms')},
                 count(*) filter (where slippage_bps <= 0) as better
            from e`,
      ),
      queryRows<Row>(
        this.db,
        sql`${signals}
          select signal_id as "signalId", account_id as "accountId", symbol, side, source,
                 working_order as "workingOrder", trim_scale(alert_price)::text as "alertPrice",
                 trim_scale(fill_price)::text as "fillPrice", trim_scale(amount)::text as quantity,
                 slippage_bps::text as "slippageBps", alert_at_ms::text as "alertAtMs",
                 received_at_ms::text as "receivedAtMs", finished_at_ms::text as "finishedAtMs",
                 executed_at_ms::text as "executedAtMs"
            from e
           order by executed_at_ms desc, signal_id
           limit ${EXECUTION_SIGNALS_LISTED}`,
      ),
    ]);
    return { rows, spread: spread[0]! };
  }
}
