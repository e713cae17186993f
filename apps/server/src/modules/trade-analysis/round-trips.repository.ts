import {
  BREAKDOWN_DIMENSIONS,
  Decimal,
  HOLD_BUCKETS,
  type BreakdownDimension,
  type Breakdowns,
  type ReviewDay,
  type RoundTrip,
  type Span,
  type TripSums,
} from '@pulso/domain';
import { sql, type SQL } from 'drizzle-orm';
import { pgArray, queryRows } from '../../db/client';
import { Repository } from '../../db/repository';

interface TripRow {
  account_id: string;
  asset: string;
  symbol: string;
  side: 'long' | 'short';
  opened_at_ms: string | number;
  closed_at_ms: string | number;
  entered: string;
  entered_notional: string;
  exited: string;
  exited_notional: string;
  realized: string;
  fees: string;
  fills: number;
  source: string;
  unpriced_fee: boolean;
  net: string;
  stop_price: string | null;
  r: string | null;
  tags: string[];
  auto_tags: string[];
}

export interface TripsRead {
  /** The newest `limit` closed trips, newest first. */
  listed: RoundTrip[];
  /** The sums over every trip closed in the span (the statistics' input). */
  sums: TripSums;
  /** Trips in a quote coin with no USD price: left out of the review rather than guessed. */
  unpriced: number;
  /** Each local day with a trip closed in it: its net result and its trips (the calendar). */
  days: ReviewDay[];
  breakdowns: Breakdowns;
}

interface SumsRow {
  trips: number;
  wins: number;
  losses: number;
  net: string;
  gross_win: string;
  gross_loss: string;
  largest_win: string | null;
  largest_loss: string | null;
  r_sum: string;
  r_count: number;
  max_wins: number;
  max_losses: number;
  hold_winners: string | null;
  hold_losers: string | null;
  long_trips: number;
  long_wins: number;
  long_net: string;
  short_trips: number;
  short_wins: number;
  short_net: string;
  winning_days: number;
  flat_days: number;
  losing_days: number;
  unpriced: number;
  listed: TripRow[] | null;
  days: ReviewDay[] | null;
  breakdowns: Breakdowns;
}

/** The local time of a trip's entry, in the viewer's zone: computed once per trip (`closed`). */
const entryTime = sql`entered_local`;

/** Each breakdown's key, as tripBreakdowns computes it. */
function breakdownKey(dimension: Exclude<BreakdownDimension, 'tag'>): SQL {
  switch (dimension) {
    case 'symbol':
      return sql`symbol`;
    case 'source':
      return sql`source`;
    case 'account':
      return sql`account_id::text`;
    case 'weekday':
      return sql`extract(isodow from ${entryTime})::int::text`;
    case 'hour':
      return sql`lpad(extract(hour from ${entryTime})::int::text, 2, '0')`;
    case 'hold':
      return sql`case ${sql.join(
        HOLD_BUCKETS.filter(([, below]) => Number.isFinite(below)).map(
          ([key, below]) => sql`when closed_at_ms - opened_at_ms < ${below} then ${key}::text`,
        ),
        sql` `,
      )} else ${HOLD_BUCKETS.at(-1)![0]}::text end`;
  }
}

/**
 * One breakdown over the closed trips: per key its N, wins and net result, by key (bytewise). By
 * tag, a trip counts once under each of its tags and its close day's, and under '' when it has
 * none.
 */
const breakdownOf = (dimension: BreakdownDimension) => {
  const rows =
    dimension === 'tag'
      ? sql`closed cross join lateral unnest(case when cardinality(matched_tags) = 0 then array['']
                                                  else matched_tags end) as key`
      : sql`(select ${breakdownKey(dimension)} as key, net from closed) k`;
  return sql`(select coalesce(json_agg(b order by b.key collate "C"), '[]'::json) from (
         select key, count(*)::int as trips, (count(*) filter (where net > 0))::int as wins,
                sum(net)::text as "netPnl"
         from ${rows} group by 1) b)`;
};

/**
 * The review's reads over the round trips the ledger keeps (ledger/round-trips.ts, table
 * round_trips): the statistics' sums, the calendar's days and the breakdowns are aggregated in
 * one statement (days in PostgreSQL's own time zone database), so no number of trips is ever read
 * into the server. `roundTripsFromFills` and `tripSums` are the reference this is checked against.
 */
export class RoundTripsRepository extends Repository {
  /** Time zones PostgreSQL knows, checked once each (Intl and the server's tzdata may differ). */
  private readonly zones = new Map<string, boolean>();

  async knowsTimeZone(name: string): Promise<boolean> {
    let known = this.zones.get(name);
    if (known === undefined) {
      const [row] = await queryRows<{ known: boolean }>(
        this.db,
        sql`select exists (select 1 from pg_timezone_names where name = ${name}) as known`,
      );
      known = row?.known ?? false;
      if (this.zones.size < 1_000) this.zones.set(name, known);
    }
    return known;
  }

  /**
   * What a review reads, as one comparable text: the accounts' aggregate versions (every trade
   * write bumps one in its transaction), their funding payments, their stop orders (R; a
   * trailing stop's price moves) and their journal (trips' and days' tags) and its publication.
   */
  async stamp(accountIds: readonly string[]): Promise<string> {
    const ids = sql`${pgArray(accountIds)}::uuid[]`;
    const [row] = await queryRows<{ stamp: string }>(
      this.db,
      sql`select concat_ws(':',
            (select coalesce(sum(version), 0) from trade_aggregate_versions where account_id = any(${ids})),
            (select count(*) from funding_payments where account_id = any(${ids})),
            (select concat(count(*), '/', sum(trigger_price)) from working_orders
              where account_id = any(${ids}) and kind = 'stop_loss'),
            (select concat(count(*), '/', max(updated_at)) from journal_entries
              where account_id = any(${ids})),
            (select string_agg(account_id::text, ',' order by account_id) from journal_settings
              where account_id = any(${ids}) and public)
          ) as stamp`,
    );
    return row!.stamp;
  }

  async closedIn(
    accountIds: readonly string[],
    span: Span,
    timeZone: string,
    limit: number,
    options: {
      /** List only the trips closed on this local day ('YYYY-MM-DD'); the sums keep the span. */
      day?: string | undefined;
      /** Whose journal tags the viewer reads: every account's, or only published journals'. */
      journals: 'all' | 'published';
      /** Only the trips whose journal entry carries this tag: sums, days, breakdowns, list. */
      tag?: string | undefined;
    },
  ): Promise<TripsRead> {
    const { day, tag } = options;
    const ids = sql`${pgArray(accountIds)}::uuid[]`;
    const readable =
      options.journals === 'all'
        ? sql`true`
        : sql`exists (select 1 from journal_settings s where s.account_id = a and s.public)`;
    const [row] = await queryRows<SumsRow>(
      this.db,
      sql`with readable as (
            -- The accounts whose tags (the journal's and the automatic ones) the viewer reads.
            select a as account_id from unnest(${ids}) a where ${readable}
          ), tagged as (
            -- Their trips' journal tags and planned stops (journal.tripJournalKey: asset:opened).
            select j.account_id, j.key, j.tags, j.stop_price
            from journal_entries j join readable using (account_id)
            where j.kind = 'trip' and (cardinality(j.tags) > 0 or j.stop_price is not null)
          ), day_tags as (
            -- Their days' tags: a day's tags apply to the trips closed that day.
            select j.account_id, j.key, j.tags
            from journal_entries j join readable using (account_id)
            where j.kind = 'day' and cardinality(j.tags) > 0
          ), trips as (
            select r.*,
                   (to_timestamp(r.closed_at_ms / 1000.0) at time zone ${timeZone})::date as day
            from round_trips r
            where account_id = any(${ids}) and closed_at_ms >= ${span.fromMs}
              and closed_at_ms < ${span.toMs}
          ), stopped as (
            -- The planned stop: the one its owner set in the journal, else the alert's (looked
            -- up only for trips an alert opened).
            select t.*, coalesce(t.journal_stop, case when t.signal_id is null then null else (
                     select trigger_price from working_orders w
                     where w.signal_id = t.signal_id and w.kind = 'stop_loss'
                       and w.trigger_price is not null
                     order by w.created_at_ms, w.id limit 1) end) as stop_price
            from (select t.*, g.stop_price as journal_stop,
                         case when t.account_id not in (select account_id from readable) then '{}'
                              when cardinality(t.auto_tags) = 0 then coalesce(g.tags, '{}')
                              else coalesce(g.tags, '{}') || array(
                                select x from unnest(t.auto_tags) x
                                where x <> all(coalesce(g.tags, '{}'))) end as tags,
                         case when t.account_id in (select account_id from readable)
                              then t.auto_tags else '{}' end as shown_auto_tags,
                         coalesce(d.tags, '{}') as day_tags
                  from trips t
                  left join tagged g
                    on g.account_id = t.account_id and g.key = t.asset || ':' || t.opened_at_ms
                  left join day_tags d
                    on d.account_id = t.account_id and d.key = to_char(t.day, 'YYYY-MM-DD')) t
            where not t.unpriced_quote
              ${tag === undefined ? sql`` : sql`and ${tag}::text = any(t.tags || t.day_tags)`}
          ), closed as (
            select t.*, round(t.realized - t.fees, 8) as net,
                   round((t.realized - t.fees)
                     / nullif(abs(t.open_price - t.stop_price) * t.open_quantity
                              * t.open_usd_price / t.open_price, 0), 8) as r,
                   row_number() over (order by t.closed_at_ms, t.account_id, t.asset, t.opened_at_ms,
                                      t.open_trade_id) as rn,
                   case when cardinality(t.day_tags) = 0 then t.tags
                        else t.tags || array(select x from unnest(t.day_tags) x
                                             where x <> all(t.tags)) end as matched_tags,
                   to_timestamp(t.opened_at_ms / 1000.0) at time zone ${timeZone} as entered_local
            from stopped t
          ), runs as (
            select sign(net) as s, count(*) as n
            from (select net, rn - row_number() over (partition by sign(net) order by rn) as g
                  from closed) x
            group by sign(net), g
          ), days as (
            select day, sum(net) as net, count(*)::int as trips from closed group by day
          )
          select count(*)::int as trips,
                 (count(*) filter (where net > 0))::int as wins,
                 (count(*) filter (where net < 0))::int as losses,
                 coalesce(sum(net), 0)::text as net,
                 coalesce(sum(net) filter (where net > 0), 0)::text as gross_win,
                 coalesce(sum(net) filter (where net < 0), 0)::text as gross_loss,
                 (max(net) filter (where net > 0))::text as largest_win,
                 (min(net) filter (where net < 0))::text as largest_loss,
                 coalesce(sum(r), 0)::text as r_sum, count(r)::int as r_count,
                 coalesce((select max(n) from runs where s > 0), 0)::int as max_wins,
                 coalesce((select max(n) from runs where s < 0), 0)::int as max_losses,
                 round(avg(closed_at_ms - opened_at_ms) filter (where net > 0))::text as hold_winners,
                 round(avg(closed_at_ms - opened_at_ms) filter (where net < 0))::text as hold_losers,
                 (count(*) filter (where side > 0))::int as long_trips,
                 (count(*) filter (where side > 0 and net > 0))::int as long_wins,
                 coalesce(sum(net) filter (where side > 0), 0)::text as long_net,
                 (count(*) filter (where side < 0))::int as short_trips,
                 (count(*) filter (where side < 0 and net > 0))::int as short_wins,
                 coalesce(sum(net) filter (where side < 0), 0)::text as short_net,
                 (select count(*) from days where net > 0)::int as winning_days,
                 (select count(*) from days where net = 0)::int as flat_days,
                 (select count(*) from days where net < 0)::int as losing_days,
                 (select count(*) from trips where unpriced_quote)::int as unpriced,
                 (select json_agg(l order by l.closed_at_ms desc, l.account_id, l.asset) from (
                    select account_id, asset, symbol,
                           case when side > 0 then 'long' else 'short' end as side,
                           opened_at_ms, closed_at_ms, entered::text, entered_notional::text,
                           exited::text, exited_notional::text, realized::text, fees::text, fills,
                           source, unpriced_fee, net::text, stop_price::text, r::text, tags,
                           shown_auto_tags as auto_tags
                    from closed where ${day === undefined ? sql`true` : sql`day = ${day}::date`}
                    order by rn desc limit ${limit}) l) as listed,
                 (select json_agg(json_build_object('day', day::text, 'netPnl', net::text,
                                                    'trips', trips) order by day)
                  from days) as days,
                 json_build_object(${sql.join(
                   BREAKDOWN_DIMENSIONS.map((d) => sql`${d}::text, ${breakdownOf(d)}`),
                   sql`, `,
                 )}) as breakdowns
          from closed`,
    );
    const r = row!;
    const sums: TripSums = {
      trips: r.trips,
      wins: r.wins,
      losses: r.losses,
      netPnl: r.net,
      grossWin: r.gross_win,
      grossLoss: r.gross_loss,
      largestWin: r.largest_win,
      largestLoss: r.largest_loss,
      rSum: r.r_sum,
      rCount: r.r_count,
      maxConsecutiveWins: r.max_wins,
      maxConsecutiveLosses: r.max_losses,
      averageHoldWinnersMs: r.hold_winners === null ? null : Number(r.hold_winners),
      averageHoldLosersMs: r.hold_losers === null ? null : Number(r.hold_losers),
      long: { trips: r.long_trips, wins: r.long_wins, netPnl: r.long_net },
      short: { trips: r.short_trips, wins: r.short_wins, netPnl: r.short_net },
      winningDays: r.winning_days,
      flatDays: r.flat_days,
      losingDays: r.losing_days,
    };
    return {
      listed: (r.listed ?? []).map(toTrip),
      sums,
      unpriced: r.unpriced,
      days: (r.days ?? []).map((d) => ({ ...d, netPnl: money(new Decimal(d.netPnl)) })),
      breakdowns: Object.fromEntries(
        BREAKDOWN_DIMENSIONS.map((d) => [
          d,
          r.breakdowns[d].map((b) => ({ ...b, netPnl: money(new Decimal(b.netPnl)) })),
        ]),
      ) as Breakdowns,
    };
  }
}

const money = (d: Decimal) => d.toDecimalPlaces(8).toFixed();

function toTrip(r: TripRow): RoundTrip {
  const enteredNotional = new Decimal(r.entered_notional);
  const trip: RoundTrip = {
    accountId: r.account_id,
    asset: r.asset,
    symbol: r.symbol,
    side: r.side,
    openedAtMs: Number(r.opened_at_ms),
    closedAtMs: Number(r.closed_at_ms),
    quantity: new Decimal(r.entered).toFixed(),
    entryPrice: money(enteredNotional.div(r.entered)),
    exitPrice: money(new Decimal(r.exited_notional).div(r.exited)),
    realizedPnl: money(new Decimal(r.realized)),
    fees: money(new Decimal(r.fees)),
    netPnl: money(new Decimal(r.net)),
    returnPct: money(new Decimal(r.net).div(enteredNotional).times(100)),
    fills: r.fills,
    source: r.source,
  };
  if (r.unpriced_fee) trip.unpricedFees = true;
  if (r.stop_price !== null) trip.stopPrice = money(new Decimal(r.stop_price));
  if (r.r !== null) trip.rMultiple = money(new Decimal(r.r));
  if (r.tags.length > 0) trip.tags = r.tags;
  if (r.auto_tags.length > 0) trip.autoTags = r.auto_tags;
  return trip;
}
