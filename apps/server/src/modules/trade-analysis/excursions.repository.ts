import { sql } from 'drizzle-orm';
import { pgArray, queryRows } from '../../db/client';
import { Repository } from '../../db/repository';
import type { Journals } from './review';

/** A trip as the review lists it (RoundTrip's accountId, asset and openedAtMs). */
export interface TripKey {
  accountId: string;
  asset: string;
  openedAtMs: number;
}

export interface KeyedTripRow {
  account_id: string;
  asset: string;
  opened_at_ms: string | number;
  closed_at_ms: string | number;
  symbol: string;
  exchange: string;
  side: 'long' | 'short';
  entered: string;
  entered_notional: string;
  exited: string;
  exited_notional: string;
  open_quantity: string;
  open_price: string;
  open_usd_price: string;
  unpriced_quote: boolean;
  stop_price: string | null;
}

/** The closed round trips an excursions read names, with what their MAE and MFE need. */
export class ExcursionsRepository extends Repository {
  /**
   * The closed trips named by (account, asset, opening time), with what their excursions need:
   * the account's exchange, the opening fill's quote and USD prices and the alert's stop.
   */
  async byKeys(keys: readonly TripKey[], journals: Journals): Promise<KeyedTripRow[]> {
    // The journal's planned stop, where the viewer reads the journal (as the review's R).
    const readable =
      journals === 'all'
        ? sql`true`
        : sql`exists (select 1 from journal_settings s where s.account_id = t.account_id and s.public)`;
    return queryRows<KeyedTripRow>(
      this.db,
      sql`select t.account_id, t.asset, t.opened_at_ms, t.closed_at_ms, t.symbol, e.code as exchange,
                 case when t.side > 0 then 'long' else 'short' end as side,
                 t.entered::text, t.entered_notional::text, t.exited::text,
                 t.exited_notional::text, t.open_quantity::text, t.open_price::text,
                 t.open_usd_price::text, t.unpriced_quote,
                 coalesce(
                   (select j.stop_price::text from journal_entries j
                     where j.account_id = t.account_id and j.kind = 'trip'
                       and j.key = t.asset || ':' || t.opened_at_ms and j.stop_price is not null
                       and ${readable}),
                   (select trigger_price::text from working_orders w
                     where t.signal_id is not null and w.signal_id = t.signal_id
                       and w.kind = 'stop_loss' and w.trigger_price is not null
                     order by w.created_at_ms, w.id limit 1)) as stop_price
          from unnest(${pgArray(keys.map((k) => k.accountId))}::uuid[],
                      ${pgArray(keys.map((k) => k.asset))}::text[],
                      ${pgArray(keys.map((k) => String(k.openedAtMs)))}::bigint[]) as k(account_id, asset, opened_at_ms)
          join round_trips t using (account_id, asset, opened_at_ms)
          join accounts a on a.id = t.account_id
          join exchanges e on e.id = a.exchange_id
          order by t.account_id, t.asset, t.opened_at_ms, t.open_trade_id`,
    );
  }
}
