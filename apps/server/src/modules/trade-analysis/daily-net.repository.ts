import type { DailyNet, Span } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { pgArray, queryRows } from '../../db/client';
import { Repository } from '../../db/repository';
import { UNPRICED_QUOTE } from '../../db/schema';

export interface DailyNetRead {
  /** The local day of the accounts' first fill ever; null: they never traded. */
  firstFillDay: string | null;
  /** Each local day of the span with a fill or a funding payment: its net result in USD. */
  days: DailyNet[];
}

/**
 * The daily equity curve's input (issue 38's period figures): per calendar day in the viewer's
 * zone, the realized PnL of the fills that day less their USD fees, plus the funding paid or
 * received — the same money the analytics' cumulative PnL counts (DESIGN §7), by day. A fill in
 * a quote coin with no USD price is left out, as in the review's round trips; a fee with no USD
 * price counts as zero there too.
 */
export class DailyNetRepository extends Repository {
  async dailyNet(
    accountIds: readonly string[],
    span: Span,
    timeZone: string,
  ): Promise<DailyNetRead> {
    const ids = sql`${pgArray(accountIds)}::uuid[]`;
    const localDay = (ms: string) =>
      sql`(to_timestamp(${sql.raw(ms)} / 1000.0) at time zone ${timeZone})::date`;
    const [row] = await queryRows<{ first_day: string | null; days: DailyNet[] | null }>(
      this.db,
      sql`with nets as (
            select ${localDay('executed_at_ms')} as day, realized_pnl - coalesce(fee_usd, 0) as net
            from trades
            where account_id = any(${ids}) and executed_at_ms >= ${span.fromMs}
              and executed_at_ms < ${span.toMs} and not (${sql.raw(UNPRICED_QUOTE)})
            union all
            select ${localDay('paid_at_ms')}, amount_usd
            from funding_payments
            where account_id = any(${ids}) and paid_at_ms >= ${span.fromMs}
              and paid_at_ms < ${span.toMs} and amount_usd is not null
          )
          select (select ${localDay('min(executed_at_ms)')}::text
                  from trades where account_id = any(${ids})) as first_day,
                 (select json_agg(json_build_object('day', day::text, 'net', net) order by day)
                  from (select day, round(sum(net), 8)::float8 as net from nets group by day) d)
                   as days`,
    );
    return { firstFillDay: row?.first_day ?? null, days: row?.days ?? [] };
  }
}
