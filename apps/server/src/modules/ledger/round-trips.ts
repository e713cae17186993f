import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { UNPRICED_QUOTE } from '../../db/schema';
import type { TradeRow } from './trade-rows';

/** A book (account × asset) whose trades changed from `fromMs` on (undefined: all of them). */
export interface TripBook {
  accountId: string;
  asset: string;
  fromMs?: number;
}

/** A fill's signed quantity: what it added to the position. */
const SIGNED = sql.raw(`case when type = 'buy' then amount else -amount end`);

/**
 * Each book's first time whose trips are computed again: the last fill before `fromMs` that
 * opened a trip (from flat, or by a flip) — every trip opened before it closed by it, and its
 * fills are untouched — or the beginning of the book.
 */
function starts(books: readonly TripBook[]): SQL {
  const values = sql.join(
    books.map((b) => sql`(${b.accountId}::uuid, ${b.asset}::text, ${b.fromMs ?? null}::bigint)`),
    sql`, `,
  );
  return sql`b(account_id, asset, from_ms) as (values ${values}),
    s as (
      select b.account_id, b.asset, coalesce((
        select t.executed_at_ms from trades t
        where t.account_id = b.account_id and t.asset = b.asset and t.executed_at_ms < b.from_ms
          and t.position_after <> 0
          and (t.position_after = ${SIGNED}
               or sign(t.position_after - ${SIGNED}) <> sign(t.position_after))
        order by t.executed_at_ms desc limit 1), '-9223372036854775808'::bigint) as start_ms
      from b)`;
}

/**
 * The round trips of domain/round-trips.ts from the ledger state each trade row carries (DESIGN
 * §7): position before = position after − the fill's signed quantity. From each book's start,
 * a trip number counts the fills that open from flat or flip; a flip's reducing part belongs to
 * the trip before. Each fill is split into its reducing and its opening part (its fee by
 * quantity), and the parts are summed per trip. Trip 0 (fills of a trip opened before the
 * start: none, or a flip's reducing part) and open trips are not written.
 */
const TRIPS = sql`
  f as (
    select t.id, t.account_id, t.asset, t.symbol, t.source, t.signal_id, t.executed_at_ms,
           t.created_at, t.amount, t.price, t.type, coalesce(t.ledger_price, t.price) as p,
           coalesce(t.fee_usd, 0) as fee, t.fee_usd is null as unpriced_fee,
           ${sql.raw(UNPRICED_QUOTE)} as unpriced_quote,
           t.realized_pnl, t.position_after as pa,
           t.position_after - case when t.type = 'buy' then t.amount else -t.amount end as pb
    from s join trades t on t.account_id = s.account_id and t.asset = s.asset
      and t.executed_at_ms >= s.start_ms
  ), k as (
    select f.*,
           (pb <> 0 and pa <> 0 and sign(pb) <> sign(pa)) as flips,
           sum(case when pa <> 0 and (pb = 0 or sign(pb) <> sign(pa)) then 1 else 0 end)
             over (partition by account_id, asset order by executed_at_ms, created_at, id) as trip
    from f
  ), parts as (
    select account_id, asset, symbol, executed_at_ms, p, unpriced_fee, unpriced_quote,
           case when flips then trip - 1 else trip end as trip,
           least(amount, abs(pb)) as qty, false as opens, true as reduces,
           (pa = 0 or flips) as closes, realized_pnl as realized,
           fee * least(amount, abs(pb)) / amount as fee,
           null::uuid as id, null::text as source, null::uuid as signal_id, 0 as side,
           null::numeric as price, null::numeric as amount
    from k where pb <> 0 and (flips or abs(pa) < abs(pb))
    union all
    select account_id, asset, symbol, executed_at_ms, p, unpriced_fee, unpriced_quote,
           trip, case when flips then abs(pa) else amount end, (pb = 0 or flips), false,
           false, 0,
           case when flips then fee - fee * abs(pb) / amount else fee end,
           id, source, signal_id, sign(pa), price, case when flips then abs(pa) else amount end
    from k where pa <> 0 and (pb = 0 or flips or abs(pa) > abs(pb))
  ), trips as (
    select account_id, asset,
           (array_agg(id) filter (where opens))[1] as open_trade_id,
           min(symbol) as symbol,
           max(side) filter (where opens) as side,
           min(executed_at_ms) filter (where opens) as opened_at_ms,
           max(executed_at_ms) filter (where closes) as closed_at_ms,
           sum(qty) filter (where not reduces) as entered,
           sum(qty * p) filter (where not reduces) as entered_notional,
           sum(qty) filter (where reduces) as exited,
           sum(qty * p) filter (where reduces) as exited_notional,
           sum(realized) as realized, sum(fee) as fees, count(*)::int as fills,
           (array_agg(source) filter (where opens))[1] as source,
           (array_agg(signal_id) filter (where opens))[1] as signal_id,
           (array_agg(amount) filter (where opens))[1] as open_quantity,
           (array_agg(price) filter (where opens))[1] as open_price,
           (array_agg(p) filter (where opens))[1] as open_usd_price,
           bool_or(unpriced_fee) as unpriced_fee, bool_or(unpriced_quote) as unpriced_quote
    from parts
    where trip > 0
    group by account_id, asset, trip
    having count(*) filter (where opens) = 1 and bool_or(closes)
  )`;

/** The columns of round_trips, as the TRIPS statement names them; the first is the key. */
const NAMES = [
  'open_trade_id',
  'account_id',
  'asset',
  'symbol',
  'side',
  'opened_at_ms',
  'closed_at_ms',
  'entered',
  'entered_notional',
  'exited',
  'exited_notional',
  'realized',
  'fees',
  'fills',
  'source',
  'signal_id',
  'open_quantity',
  'open_price',
  'open_usd_price',
  'unpriced_fee',
  'unpriced_quote',
];
const COLUMNS = sql.raw(NAMES.join(', '));
/** A trip written again: every column but its key and its book's. */
const UPDATE_ALL = sql.raw(
  NAMES.slice(3)
    .map((c) => `${c} = excluded.${c}`)
    .join(', '),
);

/**
 * A trip's automatic tags: its opening signal's (StoredSignalPayload.tags — the alert's, and the
 * strategy or copy leader that emitted it). Migration 0038 fills them in with the same words.
 */
export const AUTO_TAGS_TEXT = `coalesce((select array(select jsonb_array_elements_text(g.payload->'tags'))
    from signals g where g.id = trips.signal_id and jsonb_typeof(g.payload->'tags') = 'array'),
  '{}')`;
const AUTO_TAGS = sql.raw(AUTO_TAGS_TEXT);

/**
 * The journal's trip notes are keyed by the trip's opening fill (domain tripJournalKey:
 * `ASSET:openedAtMs`). A replay can move a trip's opening — an earlier fill imported into it —
 * and the note must not be lost with its old key: an entry of the books whose key names no trip
 * any more moves to the trip of its book that now spans that time, unless that trip has a note
 * of its own (the entry then stays, still listed by the journal). At most one entry moves to a
 * trip: the most recently written.
 */
const FOLLOW_NOTES = (books: SQL) => sql`
  update journal_entries j set key = m.key
  from (
    select distinct on (r.open_trade_id) e.id, r.asset || ':' || r.opened_at_ms as key
    from (select distinct account_id, asset from ${books}) b
    join journal_entries e
      on e.account_id = b.account_id and e.kind = 'trip' and split_part(e.key, ':', 1) = b.asset
    join round_trips r
      on r.account_id = e.account_id and r.asset = b.asset
     and split_part(e.key, ':', 2)::bigint between r.opened_at_ms and r.closed_at_ms
    where not exists (select 1 from round_trips o
                      where o.account_id = e.account_id and o.asset = b.asset
                        and o.opened_at_ms = split_part(e.key, ':', 2)::bigint)
      and not exists (select 1 from journal_entries x
                      where x.account_id = e.account_id and x.kind = 'trip'
                        and x.key = r.asset || ':' || r.opened_at_ms)
    order by r.open_trade_id, e.updated_at desc, e.id
  ) m
  where j.id = m.id`;

const bookValues = (books: readonly TripBook[]) =>
  sql`(values ${sql.join(
    books.map((b) => sql`(${b.accountId}::uuid, ${b.asset}::text)`),
    sql`, `,
  )}) as v(account_id, asset)`;

/**
 * Brings the books' stored round trips up to their trades, in the writer's transaction (under
 * the account's trade lock). `replaced`: the books' trades were replayed or removed from
 * `fromMs` on, so trips written before may be gone — they are deleted from each book's start and
 * written again; otherwise trades were only appended at the books' ends, and the trips from the
 * start on are upserted (the open one grows or closes, new ones appear, none vanishes).
 */
export async function refreshRoundTrips(
  tx: Db,
  books: readonly TripBook[],
  replaced: boolean,
): Promise<void> {
  if (books.length === 0) return;
  if (replaced) {
    await tx.execute(sql`with ${starts(books)}
      delete from round_trips r using s
      where r.account_id = s.account_id and r.asset = s.asset and r.opened_at_ms >= s.start_ms`);
  }
  await tx.execute(sql`with ${starts(books)}, ${TRIPS}
    insert into round_trips (${COLUMNS}, auto_tags)
    select ${COLUMNS}, ${AUTO_TAGS} from trips
    on conflict (open_trade_id) do update set ${UPDATE_ALL}, auto_tags = excluded.auto_tags`);
  if (replaced) await tx.execute(FOLLOW_NOTES(bookValues(books)));
}

/** Every book of an account from its first trade (bulk loads, removals). */
export async function rebuildRoundTrips(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`delete from round_trips where account_id = ${accountId}`);
  const assets = await queryRows<{ asset: string }>(
    tx,
    sql`select distinct asset from trades where account_id = ${accountId}`,
  );
  const books = assets.map(({ asset }) => ({ accountId, asset }));
  await refreshRoundTrips(tx, books, false);
  if (books.length > 0) await tx.execute(FOLLOW_NOTES(bookValues(books)));
}

/** The books trades were appended to, each from its earliest appended trade. */
export function appendedBooks(rows: readonly TradeRow[]): TripBook[] {
  const books = new Map<string, TripBook>();
  for (const { trade } of rows) {
    const key = `${trade.accountId}:${trade.asset}`;
    const book = books.get(key);
    if (!book)
      books.set(key, {
        accountId: trade.accountId,
        asset: trade.asset,
        fromMs: trade.executedAtMs,
      });
    else book.fromMs = Math.min(book.fromMs!, trade.executedAtMs);
  }
  return [...books.values()];
}

/** The net results of a book's last `count` trips closed by `atMs`, newest first. */
export async function lastTripNets(
  db: Db,
  book: TripBook,
  atMs: number,
  count: number,
): Promise<{ net: string; closedAtMs: number }[]> {
  // A book's trips follow one another, so the newest opened is the newest closed.
  const rows = await queryRows<{ net: string; closed_at_ms: string | number }>(
    db,
    sql`select (realized - fees)::text as net, closed_at_ms from round_trips
        where account_id = ${book.accountId} and asset = ${book.asset} and closed_at_ms <= ${atMs}
        order by opened_at_ms desc limit ${count}`,
  );
  return rows.map((r) => ({ net: r.net, closedAtMs: Number(r.closed_at_ms) }));
}
