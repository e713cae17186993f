-- Issue 38: the round trips of every book, kept by the ledger (ledger/round-trips.ts) in the
-- transaction that writes, replays or removes the book's trades, so a review reads trips instead of
-- assembling them from every fill. Written here once for the trades already recorded.
CREATE TABLE "round_trips" (
	"open_trade_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"symbol" text NOT NULL,
	"side" smallint NOT NULL,
	"opened_at_ms" bigint NOT NULL,
	"closed_at_ms" bigint NOT NULL,
	"entered" numeric NOT NULL,
	"entered_notional" numeric NOT NULL,
	"exited" numeric NOT NULL,
	"exited_notional" numeric NOT NULL,
	"realized" numeric NOT NULL,
	"fees" numeric NOT NULL,
	"fills" integer NOT NULL,
	"source" text NOT NULL,
	"signal_id" uuid,
	"open_quantity" numeric NOT NULL,
	"open_price" numeric NOT NULL,
	"open_usd_price" numeric NOT NULL,
	"unpriced_fee" boolean NOT NULL,
	"unpriced_quote" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "round_trips" ADD CONSTRAINT "round_trips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "round_trips_account_closed_idx" ON "round_trips" USING btree ("account_id","closed_at_ms");
--> statement-breakpoint
CREATE INDEX "round_trips_book_opened_idx" ON "round_trips" USING btree ("account_id","asset","opened_at_ms");
--> statement-breakpoint
WITH s AS (SELECT DISTINCT account_id, asset, '-9223372036854775808'::bigint AS start_ms FROM trades),
  f as (
    select t.id, t.account_id, t.asset, t.symbol, t.source, t.signal_id, t.executed_at_ms,
           t.created_at, t.amount, t.price, t.type, coalesce(t.ledger_price, t.price) as p,
           coalesce(t.fee_usd, 0) as fee, t.fee_usd is null as unpriced_fee,
           (quote_asset <> ALL (ARRAY['USDT','USDC','BUSD','USD','DAI','TUSD']::text[]) AND ledger_price IS NULL) as unpriced_quote,
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
  )
INSERT INTO round_trips (open_trade_id, account_id, asset, symbol, side, opened_at_ms, closed_at_ms,
  entered, entered_notional, exited, exited_notional, realized, fees, fills, source, signal_id,
  open_quantity, open_price, open_usd_price, unpriced_fee, unpriced_quote)
SELECT open_trade_id, account_id, asset, symbol, side, opened_at_ms, closed_at_ms, entered,
  entered_notional, exited, exited_notional, realized, fees, fills, source, signal_id,
  open_quantity, open_price, open_usd_price, unpriced_fee, unpriced_quote
FROM trips;
